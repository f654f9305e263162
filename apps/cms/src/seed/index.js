// Loads seed/ into an empty (or partly filled) database. Idempotent by existence: a document locale
// that already exists is never touched, so a restart changes nothing and editors' edits survive,
// while seed files that arrived since the last start are added. SEED_MODE (sample.js) decides whether
// content marked as sample is published; it applies to the documents a run creates, and the mode of a
// run that created some is recorded so a start in another mode says how to apply it to the rest (reseed.js).
const { startMediaUploads } = require('./media');
const { MODE_KEY, seedMode } = require('./sample');
const { LOCALES, seedUnits, findDraft } = require('./units');
const { makeContext, writeLocale, guarded } = require('./write');

// Creates the missing locales of one unit's document; a locale added later joins the document of
// the locale that exists.
async function seedUnit(strapi, unit, ctxFor, stats) {
  const existing = {};
  for (const locale of LOCALES) existing[locale] = await findDraft(strapi, unit, locale);
  let documentId = Object.values(existing).find(Boolean)?.documentId ?? null;
  for (const locale of LOCALES) {
    if (existing[locale] || !unit.byLocale[locale]) continue;
    const where = `${unit.where}.${locale}`;
    const written = await writeLocale(
      strapi,
      unit.uid,
      documentId,
      locale,
      unit.byLocale[locale],
      ctxFor(locale),
      where,
    );
    documentId = written.documentId;
    if (written.withheld) stats.withheld.push(where);
    stats.created += 1;
  }
}

// The site's two languages must exist as i18n locales (the admin lists only these); en is the default.
async function ensureLocales(strapi) {
  const locales = strapi.plugin('i18n').service('locales');
  const names = { en: 'English (en)', sw: 'Swahili (sw)' };
  for (const code of LOCALES) {
    if (!(await locales.findByCode(code))) await locales.create({ code, name: names[code] || code });
  }
  if ((await locales.getDefaultLocale()) !== 'en') await locales.setDefaultLocale({ code: 'en' });
}

async function seed(strapi) {
  const log = strapi.log;
  const started = Date.now();
  const mode = seedMode();
  const stats = { created: 0, withheld: [], missing: [], failed: [] };
  const warnings = [];
  await ensureLocales(strapi);
  const units = [...seedUnits(mode, warnings, stats.missing)];
  const uploads = startMediaUploads(
    strapi,
    log,
    units.map((unit) => unit.byLocale),
  );
  const ctxFor = (locale) => makeContext(strapi, uploads.ids, locale, warnings, mode);
  for (const unit of units) {
    await uploads.ready(unit.byLocale);
    await guarded(strapi, stats.failed, unit.where, () => seedUnit(strapi, unit, ctxFor, stats));
  }
  const media = await uploads.done;
  const recorded = await strapi.store.get(MODE_KEY);
  if (recorded && recorded !== mode)
    log.warn(
      `seed: SEED_MODE is ${mode} but the content was seeded in ${recorded} mode; only documents created now follow ${mode}. ` +
        `To apply it to the rest (documents no editor has changed): SEED_MODE=${mode} npm run reseed (then add --apply)`,
    );
  // The mode says how the documents the seed created were published: a start that created none (a
  // restart, or a seed of media alone) has nothing to record.
  else if (stats.created > 0) await strapi.store.set({ ...MODE_KEY, value: mode });
  for (const w of warnings) log.warn(`seed: ${w}`);
  for (const f of stats.failed) log.error(`seed: could not load ${f}`);
  if (stats.missing.length)
    log.warn(
      `seed: ${stats.missing.length} seed files missing, e.g. ${stats.missing.slice(0, 5).join(', ')}`,
    );
  const ms = Date.now() - started;
  const held =
    mode === 'production' ? `, ${stats.withheld.length} with sample content held back as drafts` : '';
  log.info(
    `seed: ${stats.created} document locales created (${mode} mode${held}), ${media.uploaded} media uploads ` +
      `(${media.total} files), in ${ms} ms`,
  );
  return { ...stats, mode, ms, warnings, uploaded: media.uploaded };
}

module.exports = { seed };
