// Loads seed/ into an empty (or partly filled) database. Idempotent by existence: a document locale
// that already exists is never touched, so a restart changes nothing and editors' edits survive,
// while seed files that arrived since the last start are added.
const model = require('../../model');
const files = require('./files');
const { transform } = require('./transform');
const { uploadMedia } = require('./media');

const LOCALES = model.LOCALES;

function makeContext(strapi, media, locale, warnings) {
  return {
    strapi,
    media,
    locale,
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

// Creates the missing locales of one document from { en: data, sw: data } and publishes them.
// `find(locale)` returns the existing document of that locale (draft version) or null.
async function upsertDocument(strapi, uid, byLocale, find, ctxFor, where, stats) {
  let documentId = null;
  const created = [];
  for (const locale of LOCALES) {
    const existing = await find(locale);
    if (existing) {
      documentId = documentId || existing.documentId;
      continue;
    }
    if (!byLocale[locale]) continue;
    const data = await transform(
      strapi.contentTypes[uid].attributes,
      byLocale[locale],
      ctxFor(locale),
      `${where}.${locale}`,
    );
    const docs = strapi.documents(uid);
    const doc = documentId
      ? await docs.update({ documentId, locale, data })
      : await docs.create({ locale, data });
    documentId = doc.documentId;
    created.push(locale);
  }
  for (const locale of created) await strapi.documents(uid).publish({ documentId, locale });
  stats.created += created.length;
  return documentId;
}

async function seedSingle(strapi, uid, byLocale, ctxFor, where, stats) {
  const find = (locale) =>
    strapi.documents(uid).findFirst({ locale, status: 'draft', fields: ['documentId'] });
  return upsertDocument(strapi, uid, byLocale, find, ctxFor, where, stats);
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
      const find = async (locale) => {
        const here = await strapi
          .documents(uid)
          .findFirst({ locale, status: 'draft', filters: { slug }, fields: ['documentId'] });
        if (here) return here;
        return null;
      };
      // a locale added later must join the document of the other locale, found by slug
      const other = async () => {
        for (const l of LOCALES) {
          const d = await strapi
            .documents(uid)
            .findFirst({ locale: l, status: 'draft', filters: { slug }, fields: ['documentId'] });
          if (d) return d;
        }
        return null;
      };
      await guarded(stats, `collections/${type}/${slug}`, () =>
        upsertWithSibling(strapi, uid, byLocale, find, other, ctxFor, `${type}/${slug}`, stats),
      );
    }
  }
}

async function upsertWithSibling(strapi, uid, byLocale, find, other, ctxFor, where, stats) {
  const sibling = await other();
  if (!sibling) return upsertDocument(strapi, uid, byLocale, find, ctxFor, where, stats);
  // Start from the existing document so the new locale lands on the same documentId.
  const wrappedFind = async (locale) => (await find(locale)) || null;
  let documentId = sibling.documentId;
  const created = [];
  for (const locale of LOCALES) {
    if ((await wrappedFind(locale)) || !byLocale[locale]) continue;
    const data = await transform(
      strapi.contentTypes[uid].attributes,
      byLocale[locale],
      ctxFor(locale),
      `${where}.${locale}`,
    );
    await strapi.documents(uid).update({ documentId, locale, data });
    created.push(locale);
  }
  for (const locale of created) await strapi.documents(uid).publish({ documentId, locale });
  stats.created += created.length;
  return documentId;
}

// tariff-bands.json: numbers once, one entry per band × category, labels per locale.
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
        source: tariff.source || null,
      };
      const byLocale = Object.fromEntries(
        LOCALES.map((l) => [l, { ...base, categoryLabel: (cat.label && cat.label[l]) || cat.category }]),
      );
      const find = (locale) =>
        strapi.documents(uid).findFirst({
          locale,
          status: 'draft',
          filters: { category: cat.category, minimum: band.minimum },
          fields: ['documentId'],
        });
      const other = async () => (await find('en')) || (await find('sw'));
      await guarded(stats, `tariff-bands/${cat.category}/${band.minimum}`, () =>
        upsertWithSibling(
          strapi,
          uid,
          byLocale,
          find,
          other,
          ctxFor,
          `tariff-bands/${cat.category}/${band.minimum}`,
          stats,
        ),
      );
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

async function seed(strapi) {
  const log = strapi.log;
  const started = Date.now();
  const stats = { created: 0, missing: [], failed: [] };
  const warnings = [];
  await ensureLocales(strapi);
  const media = await uploadMedia(strapi, log);
  const ctxFor = (locale) => makeContext(strapi, media.ids, locale, warnings);
  await seedCollections(strapi, ctxFor, stats, warnings);
  await seedTariffs(strapi, ctxFor, stats, warnings);
  const sidebar = Object.fromEntries(LOCALES.map((l) => [l, readSafe(files.sidebarFile(l), warnings)]));
  for (const l of LOCALES) if (!sidebar[l]) stats.missing.push(`sidebar.${l}.json`);
  await guarded(stats, 'sidebar', () =>
    seedSingle(strapi, 'api::sidebar.sidebar', sidebar, ctxFor, 'sidebar', stats),
  );
  await seedPages(strapi, ctxFor, stats, warnings);
  for (const w of warnings) log.warn(`seed: ${w}`);
  for (const f of stats.failed) log.error(`seed: could not load ${f}`);
  if (stats.missing.length)
    log.warn(
      `seed: ${stats.missing.length} seed files missing, e.g. ${stats.missing.slice(0, 5).join(', ')}`,
    );
  const ms = Date.now() - started;
  log.info(
    `seed: ${stats.created} document locales created, ${media.uploaded} media uploads (${media.total} files), ` +
      `in ${ms} ms`,
  );
  return { ...stats, ms, warnings, uploaded: media.uploaded };
}

module.exports = { seed };
