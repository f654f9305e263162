// What bootstrap enforces at every start, whatever an editor clicked in the admin since.
const { isProduction } = require('./secrets');

// Strapi creates these two never-expiring tokens on a fresh database (no admin, no token yet):
// nobody asked for them, nobody owns them. Matched by name and description, so a token an editor
// names "Read Only" survives.
const DEFAULT_TOKENS = [
  ['Read Only', 'A default API token with read-only permissions, only used for accessing resources'],
  [
    'Full Access',
    'A default API token with full access permissions, used for accessing or modifying resources',
  ],
];

async function revokeDefaultTokens(strapi) {
  const service = strapi.service('admin::api-token-content-api');
  let revoked = 0;
  for (const [name, description] of DEFAULT_TOKENS) {
    const tokens = await strapi.db
      .query('admin::api-token')
      .findMany({ where: { name, description }, select: ['id'] });
    for (const token of tokens) {
      await service.revoke(token.id);
      revoked += 1;
    }
  }
  if (revoked) strapi.log.info(`security: revoked ${revoked} default API token(s)`);
}

// Visitors never sign up, log in or reset anything here.
async function closeRegistration(strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = (await store.get({ key: 'advanced' })) || {};
  if (advanced.allow_register !== false)
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
}

const SUPER_ADMIN = 'strapi-super-admin';

async function hasActiveSuperAdmin(strapi) {
  const count = await strapi.db
    .query('admin::user')
    .count({ where: { isActive: true, blocked: false, roles: { code: SUPER_ADMIN } } });
  return count > 0;
}

// Production never starts without an owner: otherwise the first visitor of the admin listener could
// register as super admin (`/admin/register-admin`). `npm run admin:create` creates one.
async function requireAdmin(strapi) {
  if (!isProduction() || (await hasActiveSuperAdmin(strapi))) return;
  throw new Error(
    'No active super admin exists: create one with `npm --prefix apps/cms run admin:create` ' +
      '(reads ADMIN_EMAIL and ADMIN_PASSWORD from the environment, or asks), then start again.',
  );
}

module.exports = { revokeDefaultTokens, closeRegistration, requireAdmin, hasActiveSuperAdmin, SUPER_ADMIN };
