// The admin panel is built and served only for editors (`npm run admin`); the site's API start
// (`npm run start:api`, tests) sets SERVE_ADMIN=false so no 90 s / 2 GB admin build is needed.
module.exports = ({ env }) => ({
  serveAdminPanel: env.bool('SERVE_ADMIN', true),
  auth: { secret: env('ADMIN_JWT_SECRET', 'devOnlyAdminJwtSecret') },
  apiToken: { salt: env('API_TOKEN_SALT', 'devOnlyApiTokenSalt') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', 'devOnlyTransferTokenSalt') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY', 'devOnlyEncryptionKey0123456789ab') },
  flags: { nps: false, promoteEE: false },
  ai: { enabled: false },
});
