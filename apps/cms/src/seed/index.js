// Loads seed/ into an empty (or partly filled) database. Idempotent by existence: a document locale
// that already exists is never touched, so a restart changes nothing and editors' edits survive,
// while seed files that arrived since the last start are added. SEED_MODE (sample.js) decides whether
// content marked as sample is published; it applies to the documents a run creates.
const model = require('../../model');
const files = require('./files');
const { transform } = require('./transform');
const { uploadMedia } = require('./media');
const { seedMode, versions } = require('./sample');

const LOCALES = model.LOCALES;

function makeContext(strapi, media, locale, warnings, mode) {
  return {
    strapi,
    media,
    locale,
    mode,
    warn: (message) => warnings.push(message),
    // device-updates name their device type by slug
    async relation(attr, value, where) {
      if (value === null || value === undefined || value === '') return null;
      if (typeof value !== 'string') return value;
      const found = await strapi
        .documents(attr.target)
        .findFirst({ locale, filters: { slug: value }, fields: ['documentId'] });
      if (!found) {
        warnings.push(`${where}: no ${attr.target} with slug "${value}" (left empty)`);
        return null;
      }
      return found.documentId;
    },
  };
}

// Writes one missing locale of a document and returns its documentId. What the public gets depends
// on the seed mode and the sample markers (sample.js): `first` is written (and published), then the
// full seed as the draft when sample parts were held back from the published version.
async function writeLocale(strapi, uid, documentId, locale, data, ctx, where, stats) {
  const docs = strapi.documents(uid);
  const { first, publish, draft, withheld } = versions(data, ctx.mode);
  const write = async (content, id) => {
    const input = await transform(strapi.contentTypes[uid].attributes, content, ctx, where);
    return id ? docs.update({ documentId: id, locale, data: input }) : docs.create({ locale, data: input });
  };
  const id = (await write(first, documentId)).documentId;
  if (publish) await docs.publish({ documentId: id, locale });
  if (draft) await write(draft, id);
  if (withheld) stats.withheld.push(where);
  stats.created += 1;
  return id;
}

// Creates the missing locales of one document from { en: data, sw: data }. `find(locale)` returns the
// existing document of that locale (draft version) or null; a locale added later joins the document
// of the locale that exists.
async function seedDocument(strapi, uid, byLocale, find, ctxFor, where, stats) {
  const existing = {};
  for (const locale of LOCALES) existing[locale] = await find(locale);
  let documentId = Object.values(existing).find(Boolean)?.documentId ?? null;
  for (const locale of LOCALES) {
    if (existing[locale] || !byLocale[locale]) continue;
    const at = `${where}.${locale}`;
    documentId = await writeLocale(
      strapi,
      uid,
      documentId,
      locale,
      byLocale[locale],
      ctxFor(locale),
      at,
      stats,
    );
  }
  return documentId;
}

async function seedSingle(strapi, uid, byLocale, ctxFor, where, stats) {
  const find = (locale) =>
    strapi.documents(uid).findFirst({ locale, status: 'draft', fields: ['documentId'] });
  return seedDocument(strapi, uid, byLocale, find, ctxFor, where, stats);
}

async function seedPages(strapi, ctxFor, stats, warnings) {
  const pages = model.pages.pageTypes();
  for (const [endpoint, page] of Object.entries(pages)) {
    const byLocale = {};
    for (const locale of LOCALES) {
      const file = files.pageFile(page.domain, endpoint, locale);
      byLocale[locale] = readSafe(file, warnings);
      if (!byLocale[locale]) stats.missing.push(`pages/${page.domain}/${endpoint}.${locale}.json`);
    }
    await guarded(stats, `pages/${page.domain}/${endpoint}`, () =>
      seedSingle(strapi, `api::${endpoint}.${endpoint}`, byLocale, ctxFor, endpoint, stats),
    );
  }
}

async function seedCollections(strapi, ctxFor, stats, warnings) {
  for (const type of files.collectionOrder()) {
    const def = model.collectionTypes[type];
    const uid = `api::${def.singular}.${def.singular}`;
    const lists = {};
    for (const locale of LOCALES) {
      lists[locale] = readSafe(files.collectionFile(type, locale), warnings) || [];
      if (!lists[locale].length) stats.missing.push(`collections/${type}.${locale}.json`);
    }
    const slugs = [...new Set(LOCALES.flatMap((l) => lists[l].map((e) => e.slug)))];
    for (const slug of slugs) {
      const byLocale = Object.fromEntries(LOCALES.map((l) => [l, lists[l].find((e) => e.slug === slug)]));
      const find = (locale) =>
        strapi
          .documents(uid)
          .findFirst({ locale, status: 'draft', filters: { slug }, fields: ['documentId'] });
      await guarded(stats, `collections/${type}/${slug}`, () =>
        seedDocument(strapi, uid, byLocale, find, ctxFor, `${type}/${slug}`, stats),
      );
    }
  }
}

// tariff-bands.json: numbers once, one entry per band × category; labels and the source line per
// locale; the editor note of the tariff followed by the band's own.
async function seedTariffs(strapi, ctxFor, stats, warnings) {
  const tariff = readSafe(files.tariffFile(), warnings);
  if (!tariff) return stats.missing.push('tariff-bands.json');
  const uid = 'api::tariff-band.tariff-band';
  for (const band of tariff.bands) {
    for (const cat of tariff.categories) {
      const base = {
        category: cat.category,
        minimum: band.minimum,
        maximum: band.maximum ?? null,
        fee: band.fees[cat.category] ?? null,
        effectiveDate: tariff.effectiveDate || null,
        editorNote: [tariff.editorNote, band.editorNote].filter(Boolean).join(' ') || null,
      };
      const byLocale = Object.fromEntries(
        LOCALES.map((l) => [
          l,
          {
            ...base,
            categoryLabel: (cat.label && cat.label[l]) || cat.category,
            source: (tariff.source && tariff.source[l]) || null,
          },
        ]),
      );
      const find = (locale) =>
        strapi.documents(uid).findFirst({
          locale,
          status: 'draft',
          filters: { category: cat.category, minimum: band.minimum },
          fields: ['documentId'],
        });
      const where = `tariff-bands/${cat.category}/${band.minimum}`;
      await guarded(stats, where, () => seedDocument(strapi, uid, byLocale, find, ctxFor, where, stats));
    }
  }
}

// One bad seed document (e.g. a validation error) is logged and skipped; the rest still loads.
// Each document is written in its own transaction: one commit instead of dozens (SQLite syncs on every
// commit), and a failure rolls back only that document.
async function guarded(stats, where, fn) {
  try {
    return await strapi.db.transaction(() => fn());
  } catch (error) {
    const details =
      error.details && error.details.errors
        ? ` ${JSON.stringify(error.details.errors.map((e) => `${e.path.join('.')}: ${e.message}`))}`
        : '';
    stats.failed.push(`${where}: ${error.message}${details}`);
    return null;
  }
}

function readSafe(file, warnings) {
  try {
    return files.readJson(file);
  } catch (error) {
    warnings.push(`${file}: ${error.message} (skipped)`);
    return undefined;
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

// The sidebar carries the site-wide "sample content" switch: on in sample mode, off in production.
async function seedSidebar(strapi, ctxFor, stats, warnings, mode) {
  const sidebar = {};
  for (const l of LOCALES) {
    const data = readSafe(files.sidebarFile(l), warnings);
    if (!data) stats.missing.push(`sidebar.${l}.json`);
    else sidebar[l] = { ...data, sampleContent: mode === 'sample' };
  }
  await guarded(stats, 'sidebar', () =>
    seedSingle(strapi, 'api::sidebar.sidebar', sidebar, ctxFor, 'sidebar', stats),
  );
}

async function seed(strapi) {
  const log = strapi.log;
  const started = Date.now();
  const mode = seedMode();
  const stats = { created: 0, withheld: [], missing: [], failed: [] };
  const warnings = [];
  await ensureLocales(strapi);
  const media = await uploadMedia(strapi, log);
  const ctxFor = (locale) => makeContext(strapi, media.ids, locale, warnings, mode);
  await seedCollections(strapi, ctxFor, stats, warnings);
  await seedTariffs(strapi, ctxFor, stats, warnings);
  await seedSidebar(strapi, ctxFor, stats, warnings, mode);
  await seedPages(strapi, ctxFor, stats, warnings);
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
