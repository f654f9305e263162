// Applies a seed mode to a database seeded before (`npm run reseed`, scripts/reseed.mjs): sample
// entries and the sample tariff are published or taken back to drafts, pages and the sidebar are
// published with or without their sample parts, and the sidebar's notice follows. It first lists what
// it would change; only `apply` writes. A document an editor created, edited or published (an admin
// user in its createdBy or updatedBy, in any version) is never touched: it is listed as kept.
const { startMediaUploads } = require('./media');
const { MODE_KEY, hasSample, heldBack, isSample, samplePartCount } = require('./sample');
const { LOCALES, seedUnits } = require('./units');
const { makeContext, writeLocale, guarded } = require('./write');

const SIDEBAR = 'api::sidebar.sidebar';

// The mode the content is in: as recorded by the last seed, else as the sidebar's notice says.
async function currentMode(strapi) {
  const recorded = await strapi.store.get(MODE_KEY);
  if (recorded) return recorded;
  const sidebar = await strapi.documents(SIDEBAR).findFirst({ locale: 'en', status: 'published' });
  return sidebar && sidebar.sampleContent ? 'sample' : 'production';
}

/** What `mode` changes in one document locale the seed wrote, or null when nothing. */
function changeOf(unit, data, rows, mode, from) {
  const published = rows.some((row) => row.publishedAt);
  if (isSample(data)) {
    if (published === (mode === 'sample')) return null;
    return mode === 'sample' ? 'publish the sample entry' : 'unpublish: a sample entry stays a draft';
  }
  if (heldBack(data)) {
    if (published === (mode === 'sample')) return null;
    return mode === 'sample'
      ? 'publish the page with its sample blocks'
      : 'unpublish: every block but its hero and calls to action is sample, the page stays a draft';
  }
  if (from === mode) return null;
  const parts = `${samplePartCount(data)} sample part(s)`;
  const notice =
    unit.uid === SIDEBAR ? `; the sample-content notice ${mode === 'sample' ? 'on' : 'off'}` : '';
  return mode === 'sample'
    ? `publish with its ${parts}${notice}`
    : `publish without its ${parts} (the draft keeps them)${notice}`;
}

async function planned(strapi, mode, warnings, missing) {
  const from = await currentMode(strapi);
  const changes = [];
  const kept = [];
  for (const unit of seedUnits(mode, warnings, missing)) {
    for (const locale of LOCALES) {
      const data = unit.byLocale[locale];
      if (!data || !(hasSample(data) || unit.uid === SIDEBAR)) continue;
      const rows = await strapi.db.query(unit.uid).findMany({
        where: { locale, ...(unit.filters || {}) },
        select: ['id', 'documentId', 'publishedAt'],
        populate: { createdBy: { select: ['id'] }, updatedBy: { select: ['id'] } },
      });
      if (!rows.length) continue; // not seeded yet: the next start creates it in this mode
      const change = changeOf(unit, data, rows, mode, from);
      if (!change) continue;
      const where = `${unit.where} (${locale})`;
      if (rows.some((row) => row.createdBy || row.updatedBy)) kept.push(where);
      else changes.push({ unit, locale, data, documentId: rows[0].documentId, where, change });
    }
  }
  return { from, changes, kept };
}

// Strapi announces each write after its commit, reading the entry again for the event (its document
// service): a task must not shut Strapi down under those reads. Idle = no connection used or awaited
// on a few turns of the event loop in a row.
async function settled(strapi) {
  const { pool } = strapi.db.connection.client;
  for (let idle = 0; idle < 3;) {
    await new Promise((resolve) => setImmediate(resolve));
    idle = pool.numUsed() + pool.numPendingAcquires() + pool.numPendingCreates() === 0 ? idle + 1 : 0;
  }
}

/** → { from, mode, changes: [{ where, change }], kept: [where], failed: [message], applied } */
async function reseed(strapi, mode, { apply = false } = {}) {
  const warnings = [];
  const missing = [];
  const { from, changes, kept } = await planned(strapi, mode, warnings, missing);
  const failed = [];
  if (apply) {
    const media = await startMediaUploads(strapi, strapi.log).done;
    for (const { unit, locale, data, documentId, where } of changes) {
      const ctx = makeContext(strapi, media.ids, locale, warnings, mode);
      await guarded(strapi, failed, where, () =>
        writeLocale(strapi, unit.uid, documentId, locale, data, ctx, where),
      );
    }
    await strapi.store.set({ ...MODE_KEY, value: mode });
    await settled(strapi);
  }
  const list = changes.map(({ where, change }) => ({ where, change }));
  return { from, mode, changes: list, kept, failed, warnings, applied: apply };
}

module.exports = { reseed };
