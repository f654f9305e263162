// The seed as units, one per document: each collection entry (device types first: device updates
// point at them), each tariff band × category, the sidebar, then each manifest page. A unit holds its
// data per locale and the filters that find the document it became. The seeder and the reseed
// command (reseed.js) read the same units.
const model = require('../../model');
const files = require('./files');

const LOCALES = model.LOCALES;

function readSafe(file, warnings) {
  try {
    return files.readJson(file);
  } catch (error) {
    warnings.push(`${file}: ${error.message} (skipped)`);
    return undefined;
  }
}

function* collectionUnits(warnings, missing) {
  for (const type of files.collectionOrder()) {
    const def = model.collectionTypes[type];
    const lists = {};
    for (const locale of LOCALES) {
      lists[locale] = readSafe(files.collectionFile(type, locale), warnings) || [];
      if (!lists[locale].length) missing.push(`collections/${type}.${locale}.json`);
    }
    const marks = Boolean(def.attributes.sampleContent);
    for (const slug of new Set(LOCALES.flatMap((l) => lists[l].map((e) => e.slug)))) {
      const byLocale = {};
      for (const l of LOCALES) {
        const entry = lists[l].find((e) => e.slug === slug);
        // The entry's own "sample" mark, shown by the site wherever it lists the entry.
        if (entry) byLocale[l] = marks ? { ...entry, sampleContent: entry.sample === true } : entry;
      }
      yield {
        uid: `api::${def.singular}.${def.singular}`,
        where: `${type}/${slug}`,
        byLocale,
        filters: { slug },
      };
    }
  }
}

// tariff-bands.json: numbers once, one entry per band × category; labels and the source line per
// locale; the editor note of the tariff followed by the band's own. A tariff marked sample is a draft
// in production mode, so the calculator offers no fee until an editor publishes a real one.
function* tariffUnits(warnings, missing) {
  const tariff = readSafe(files.tariffFile(), warnings);
  if (!tariff) return void missing.push('tariff-bands.json');
  for (const band of tariff.bands) {
    for (const cat of tariff.categories) {
      const base = {
        ...(tariff.sample === true ? { sample: true } : {}),
        category: cat.category,
        minimum: band.minimum,
        maximum: band.maximum ?? null,
        fee: band.fees[cat.category] ?? null,
        effectiveDate: tariff.effectiveDate || null,
        editorNote: [tariff.editorNote, band.editorNote].filter(Boolean).join(' ') || null,
      };
      const label = (l) => (cat.label && cat.label[l]) || cat.category;
      const source = (l) => (tariff.source && tariff.source[l]) || null;
      const byLocale = Object.fromEntries(
        LOCALES.map((l) => [l, { ...base, categoryLabel: label(l), source: source(l) }]),
      );
      const filters = { category: cat.category, minimum: band.minimum };
      yield {
        uid: 'api::tariff-band.tariff-band',
        where: `tariff-bands/${cat.category}/${band.minimum}`,
        byLocale,
        filters,
      };
    }
  }
}

// The sidebar carries the site-wide "sample content" switch: on in sample mode, off in production.
function sidebarUnit(warnings, missing, mode) {
  const byLocale = {};
  for (const l of LOCALES) {
    const data = readSafe(files.sidebarFile(l), warnings);
    if (!data) missing.push(`sidebar.${l}.json`);
    else byLocale[l] = { ...data, sampleContent: mode === 'sample' };
  }
  return { uid: 'api::sidebar.sidebar', where: 'sidebar', byLocale, filters: undefined };
}

// A block with a "sample" switch of its own (a bundle table: its prices) shows the site's badge: the
// switch follows the block's marker, as an entry's does.
function withBlockSwitches(page) {
  if (!page || !Array.isArray(page.blocks)) return page;
  const blocks = page.blocks.map((block) => {
    const def = block && model.components[block.__component];
    return def && def.attributes.sampleContent ? { ...block, sampleContent: block.sample === true } : block;
  });
  return { ...page, blocks };
}

function* pageUnits(warnings, missing) {
  for (const [endpoint, page] of Object.entries(model.pages.pageTypes())) {
    const byLocale = {};
    for (const l of LOCALES) {
      byLocale[l] = withBlockSwitches(readSafe(files.pageFile(page.domain, endpoint, l), warnings));
      if (!byLocale[l]) missing.push(`pages/${page.domain}/${endpoint}.${l}.json`);
    }
    yield {
      uid: `api::${endpoint}.${endpoint}`,
      where: `pages/${page.domain}/${endpoint}`,
      byLocale,
      filters: undefined,
    };
  }
}

/** Every unit of the seed for `mode`, in load order; unreadable and missing files are reported. */
function seedUnits(mode, warnings, missing) {
  return [
    ...collectionUnits(warnings, missing),
    ...tariffUnits(warnings, missing),
    sidebarUnit(warnings, missing, mode),
    ...pageUnits(warnings, missing),
  ];
}

/** The draft version of a unit's document in `locale`, or null. */
const findDraft = (strapi, unit, locale) =>
  strapi
    .documents(unit.uid)
    .findFirst({ locale, status: 'draft', filters: unit.filters, fields: ['documentId'] });

module.exports = { LOCALES, seedUnits, findDraft };
