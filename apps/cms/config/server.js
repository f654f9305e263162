// HTTP server. Loopback by default: the site's server talks to Strapi, visitors do not.
// Two listeners on the same Koa app: the content listener (HOST:PORT: content reads, form posts,
// uploads) and the admin listener (ADMIN_HOST:ADMIN_PORT: the admin panel and every admin route).
// src/admin-listener.js starts the second one; global::listener-gate keeps admin routes off the first.
const fs = require('fs');
const path = require('path');
const { secret, list } = require('../src/security/secrets');

module.exports = ({ env }) => {
  // The local upload provider refuses to start without <public>/uploads: make sure it exists.
  const publicDir = path.resolve(__dirname, '..', env('PUBLIC_DIR', 'public'));
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  return {
    host: env('HOST', '127.0.0.1'),
    port: env.int('PORT', 1337),
    adminListener: { host: env('ADMIN_HOST', '127.0.0.1'), port: env.int('ADMIN_PORT', 1339) },
    url: env('PUBLIC_URL', ''),
    // Behind the site's server (one trusted hop), the client IP comes from X-Forwarded-For.
    // maxIpsCount 1: the address the trusted hop appended, never one the client wrote itself.
    proxy: { koa: env.bool('IS_PROXIED', false), maxIpsCount: 1 },
    app: { keys: list(secret('APP_KEYS')) },
    // No update check: the machine may have no internet and we pin the version anyway.
    logger: { updates: { enabled: false }, startup: { enabled: env.bool('STARTUP_BANNER', false) } },
    cron: { enabled: false },
    // Uploads land in <PUBLIC_DIR>/uploads (tests point it at a temp folder).
    dirs: { public: publicDir },
  };
};
