// HTTP server. Loopback by default: the site (or a reverse proxy) talks to Strapi, visitors do not.
// The key defaults below are for local development only: production must set every one of them.
const fs = require('fs');
const path = require('path');

module.exports = ({ env }) => {
  // The local upload provider refuses to start without <public>/uploads: make sure it exists.
  const publicDir = path.resolve(__dirname, '..', env('PUBLIC_DIR', 'public'));
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  return {
    host: env('HOST', '127.0.0.1'),
    port: env.int('PORT', 1337),
    url: env('PUBLIC_URL', ''),
    // Behind a proxy, the client IP (used by the form rate limit) comes from X-Forwarded-For.
    proxy: { koa: env.bool('IS_PROXIED', false) },
    app: {
      keys: env.array('APP_KEYS', [
        'devOnlyAppKeyA==',
        'devOnlyAppKeyB==',
        'devOnlyAppKeyC==',
        'devOnlyAppKeyD==',
      ]),
    },
    // No update check: the machine may have no internet and we pin the version anyway.
    logger: { updates: { enabled: false }, startup: { enabled: env.bool('STARTUP_BANNER', false) } },
    cron: { enabled: false },
    // Uploads land in <PUBLIC_DIR>/uploads (tests point it at a temp folder).
    dirs: { public: publicDir },
  };
};
