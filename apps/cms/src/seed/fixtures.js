// Test-only documents (SEED_TEST_FIXTURES=true): a draft that must never be served publicly and an
// English-only news item whose Swahili read must answer 404.
async function create(strapi) {
  const uid = 'api::news-update.news-update';
  const docs = strapi.documents(uid);
  if (!(await docs.findFirst({ locale: 'en', status: 'draft', filters: { slug: 'fixture-draft-only' } }))) {
    await docs.create({
      locale: 'en',
      data: { title: 'Fixture draft only', slug: 'fixture-draft-only', category: 'news' },
    });
  }
  if (!(await docs.findFirst({ locale: 'en', status: 'draft', filters: { slug: 'fixture-en-only' } }))) {
    const doc = await docs.create({
      locale: 'en',
      data: { title: 'Fixture English only', slug: 'fixture-en-only', category: 'news' },
    });
    await docs.publish({ documentId: doc.documentId, locale: 'en' });
  }
}

// A read-only API token for the preview test, written to TEST_TOKEN_FILE (a temp file of the test run).
async function createToken(strapi) {
  const file = process.env.TEST_TOKEN_FILE;
  if (!file) return;
  const service = strapi.service('admin::api-token-content-api');
  const token = await service.create({
    name: `test-${Date.now()}`,
    type: 'read-only',
    kind: 'content-api',
    lifespan: null,
  });
  require('fs').writeFileSync(file, token.accessKey, { mode: 0o600 });
}

module.exports = { create, createToken };
