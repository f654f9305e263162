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

module.exports = { create };
