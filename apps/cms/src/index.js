// Strapi lifecycle: bootstrap seeds content and permissions (src/seed), and creates the first admin
// from ADMIN_EMAIL/ADMIN_PASSWORD when none exists. SEED=false skips the seeding.
const { seed } = require('./seed');
const fixtures = require('./seed/fixtures');

async function ensureAdmin(strapi) {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) return;
  const userService = strapi.service('admin::user');
  if ((await userService.count()) > 0) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdmin) return;
  await userService.create({
    email,
    password,
    firstname: process.env.ADMIN_FIRSTNAME || 'Site',
    lastname: process.env.ADMIN_LASTNAME || 'Editor',
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`admin: created the first administrator ${email}`);
}

const responseCache = require('./middlewares/response-cache');
const model = require('../model');

const FORM_UIDS = new Set(Object.values(model.forms).map((f) => `api::${f.singular}.${f.singular}`));

// Empties the API response cache on every write to content, media or locales.
function invalidateCacheOnWrites(strapi) {
  strapi.db.lifecycles.subscribe((event) => {
    const uid = event.model && event.model.uid;
    if (!uid || !/^after(Create|Update|Delete)/.test(event.action)) return;
    if (
      (uid.startsWith('api::') && !FORM_UIDS.has(uid)) ||
      uid.startsWith('plugin::upload.') ||
      uid === 'plugin::i18n.locale'
    )
      responseCache.clear();
  });
}

module.exports = {
  register({ strapi }) {
    invalidateCacheOnWrites(strapi);
  },
  async bootstrap({ strapi }) {
    await ensureAdmin(strapi);
    if (process.env.SEED !== 'false') {
      try {
        await seed(strapi);
      } catch (error) {
        // A broken seed must not take the API down: content can be fixed while it runs.
        strapi.log.error(`seed failed: ${error.stack || error.message}`);
      }
    }
    if (process.env.SEED_TEST_FIXTURES === 'true') {
      await fixtures.create(strapi);
      await fixtures.createToken(strapi);
    }
  },
};
