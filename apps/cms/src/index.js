// Strapi lifecycle.
// register: refuse to start without secrets (in production also with committed or short ones, or
//   without a chosen SEED_MODE); start painting the seed's photos the cache lacks; install
//   published-only in the Document Service; announce content events (webhook, response cache); add
//   the go-live report's admin route; start the admin listener.
// bootstrap: lock the public surface down (default tokens, public role, registration), refuse
//   production without an admin, keep uploads' originals (media-settings.js), then seed
//   (SEED=false skips) and, in development, accept CMS_PREVIEW_TOKEN. Maintenance scripts (admin:create, token:preview) set CMS_TASK: they load
//   Strapi without listening, seeding or requiring an admin.
// destroy: lets webhook deliveries in flight end (5 s at most).
const { seed } = require('./seed');
const { photoRecipes } = require('./seed/files');
const { paintAhead } = require('./seed/photos');
const { keepOriginals } = require('./media-settings');
const fixtures = require('./seed/fixtures');
const { setPublicPermissions } = require('./seed/permissions');
const { seedModeProblems } = require('./seed/sample');
const { secretProblems, isProduction } = require('./security/secrets');
const { revokeDefaultTokens, closeRegistration, requireAdmin } = require('./security/hardening');
const { acceptEnvPreviewToken } = require('./security/preview-token');
const { publishedOnly } = require('./documents/published-only');
const { subscribeContentEvents } = require('./content-events');
const { startAdminListener } = require('./admin-listener');
const { assertPublicPrefixes } = require('./middlewares/listener-gate');
const responseCache = require('./middlewares/response-cache');
const { isSiteContent } = require('./content-uids');
const { registerGoLiveRoute } = require('./go-live');

const isTask = () => Boolean(process.env.CMS_TASK);
let contentEvents;

// Empties the API response cache on every write to content, media or locales, including writes that
// raise no content event (locales, relation bookkeeping).
function invalidateCacheOnWrites(strapi) {
  strapi.db.lifecycles.subscribe((event) => {
    const uid = event.model && event.model.uid;
    if (!uid || !/^after(Create|Update|Delete)/.test(event.action)) return;
    if (isSiteContent(uid) || uid.startsWith('plugin::upload.') || uid === 'plugin::i18n.locale')
      responseCache.clear();
  });
}

module.exports = {
  register({ strapi }) {
    const problems = [...secretProblems(), ...seedModeProblems()];
    if (problems.length) {
      throw new Error(
        `Refusing to start (NODE_ENV=${process.env.NODE_ENV}):\n  - ${problems.join('\n  - ')}\n` +
          'Set real values (apps/cms/README.md: Environment); locally `npm start` writes random ones to .env.',
      );
    }
    // The seed's photos the cache lacks are painted on the other core while Strapi boots.
    if (!isTask() && process.env.SEED !== 'false') paintAhead(photoRecipes());
    strapi.documents.use(publishedOnly(strapi));
    invalidateCacheOnWrites(strapi);
    contentEvents = subscribeContentEvents(strapi);
    registerGoLiveRoute(strapi);
    if (!isTask()) startAdminListener(strapi);
  },
  async bootstrap({ strapi }) {
    assertPublicPrefixes(strapi);
    await revokeDefaultTokens(strapi);
    await setPublicPermissions(strapi);
    await closeRegistration(strapi);
    if (isTask()) return;
    await requireAdmin(strapi);
    await keepOriginals(strapi);
    if (process.env.SEED !== 'false') {
      try {
        await contentEvents.quietly(() => seed(strapi));
      } catch (error) {
        // A broken seed must not take the API down: content can be fixed while it runs.
        strapi.log.error(`seed failed: ${error.stack || error.message}`);
      }
    }
    if (!isProduction() && process.env.CMS_PREVIEW_TOKEN)
      await acceptEnvPreviewToken(strapi, process.env.CMS_PREVIEW_TOKEN);
    if (process.env.SEED_TEST_FIXTURES === 'true') await fixtures.create(strapi);
  },
  // An edit made just before a stop is still announced, but a dead receiver never holds the stop up.
  async destroy() {
    if (!contentEvents) return;
    const cap = new Promise((resolve) => setTimeout(resolve, 5000).unref());
    await Promise.race([contentEvents.webhook.drained(), cap]);
  },
};
