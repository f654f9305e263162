// The admin panel is built and served only for editors (`npm run admin`); the site's API start
// (`npm run start:api`, tests) sets SERVE_ADMIN=false so no 90 s / 2 GB admin build is needed.
// The panel and every admin route answer only on the admin listener (server.adminListener).
const { secret } = require('../src/security/secrets');
const { createPreviewHandler } = require('../src/preview/url');
const { FORM_UIDS } = require('../src/content-uids');

module.exports = ({ env }) => {
  const siteUrl = env('SITE_URL', 'http://127.0.0.1:4300');
  return {
    serveAdminPanel: env.bool('SERVE_ADMIN', true),
    auth: { secret: secret('ADMIN_JWT_SECRET') },
    apiToken: { salt: secret('API_TOKEN_SALT') },
    transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
    secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
    flags: { nps: false, promoteEE: false },
    ai: { enabled: false },
    preview: {
      enabled: env.bool('PREVIEW_ENABLED', true),
      config: {
        allowedOrigins: [new URL(siteUrl).origin],
        handler: createPreviewHandler({
          siteUrl,
          secret: secret('PREVIEW_SECRET') || '',
          excluded: FORM_UIDS,
        }),
      },
    },
  };
};
