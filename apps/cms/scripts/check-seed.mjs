#!/usr/bin/env node
// Offline check of seed/ against the content model (model/), plus the sample-content rules of
// check-sample.mjs, the claims rule of check-claims.mjs and the Swahili rules of check-swahili.mjs. Prints `file:path: problem` lines and exits 1 when there is any. Arguments filter by substring of the file path, e.g.
//   node scripts/check-seed.mjs pages/mpesa      (only the M-Pesa pages, including missing ones)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

import { checkClaims } from './check-claims.mjs';
import { checkLinks } from './check-links.mjs';
import { checkSample } from './check-sample.mjs';
import { checkSwahili } from './check-swahili.mjs';
import { reportProblems } from './report-problems.mjs';

const require = createRequire(import.meta.url);
const model = require('../model/index.js');
const files = require('../src/seed/files.js');

const ICONS = new Set(model.icons);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const SAME_PROSE_LIMIT = 25;

// Media names: the files present plus the names README.md promises (the media writer works in parallel).
function mediaNames() {
  const names = new Set(files.mediaFiles());
  const readme = join(files.MEDIA, 'README.md');
  if (existsSync(readme)) {
    for (const m of readFileSync(readme, 'utf8').matchAll(
      /\b([a-z0-9][a-z0-9-]*\.(?:svg|png|pdf|jpe?g|webp))\b/g,
    ))
      names.add(m[1]);
  }
  return names;
}

function hrefProblem(value, httpsOnly) {
  if (typeof value !== 'string' || value === '') return 'empty link';
  if (httpsOnly) return value.startsWith('https://') ? null : `must be an https:// URL: ${value}`;
  if (
    /^\/(?!\/)/.test(value) ||
    /^https:\/\/\S+$/.test(value) ||
    /^mailto:\S+$/.test(value) ||
    /^tel:\S+$/.test(value)
  )
    return null;
  return `href scheme not allowed (relative /…, https:, mailto:, tel:): ${value}`;
}

// Checks `data` against `attributes`; `report(path, message)`.
function checkObject(attributes, data, path, report, media) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return report(path, 'expected an object');
  for (const key of Object.keys(data)) {
    // `sample` marks sample content (checked by check-sample.mjs); the loader removes it.
    if (key === '__component' || key === 'sample') continue;
    if (!attributes[key]) report(`${path}.${key}`, 'unknown field');
  }
  for (const [key, attr] of Object.entries(attributes)) {
    const value = data[key];
    const at = `${path}.${key}`;
    const empty =
      value === undefined ||
      value === null ||
      value === '' ||
      (Array.isArray(value) && value.length === 0 && attr.type !== 'component');
    if (empty) {
      if (attr.required) report(at, 'required field missing');
      continue;
    }
    checkValue(attr, value, at, report, media);
  }
}

// A value with a format check (href, icon, slug, enum…) is a code, not prose; `note` and `typeName`
// only feed the generated docs and types.
const hasCheck = (attr) => Object.keys(attr.x || {}).some((k) => k !== 'note' && k !== 'typeName');

function checkValue(attr, value, at, report, media) {
  const x = attr.x || {};
  switch (attr.type) {
    case 'string':
    case 'text':
    case 'email':
      if (typeof value !== 'string') return report(at, `expected a string, got ${typeof value}`);
      // Stubs (`nx g @site/tools:page`: TODO in every text) and filler never reach visitors.
      if (/\b(TODO|TBD|lorem ipsum)\b/i.test(value)) report(at, `placeholder text "${value.slice(0, 40)}"`);
      if (x.icon && !ICONS.has(value)) report(at, `icon "${value}" is not in the icon set`);
      if (x.href || x.https) {
        const p = hrefProblem(value, x.https);
        if (p) report(at, p);
      }
      if (x.enum && !x.enum.includes(value)) report(at, `"${value}" is not one of ${x.enum.join('/')}`);
      else if (attr.regex && !new RegExp(attr.regex).test(value))
        report(at, `"${value}" does not match ${attr.regex}`);
      if (attr.maxLength && value.length > attr.maxLength) report(at, `longer than ${attr.maxLength}`);
      return;
    case 'integer':
      if (!Number.isInteger(value)) return report(at, `expected an integer, got ${JSON.stringify(value)}`);
      if (attr.min !== undefined && value < attr.min) report(at, `below ${attr.min}`);
      if (attr.max !== undefined && value > attr.max) report(at, `above ${attr.max}`);
      return;
    case 'decimal':
      if (typeof value !== 'number') report(at, 'expected a number');
      return;
    case 'boolean':
      if (typeof value !== 'boolean') report(at, 'expected true/false');
      return;
    case 'date':
      if (typeof value !== 'string' || !DATE.test(value))
        report(at, `expected a date YYYY-MM-DD, got ${JSON.stringify(value)}`);
      return;
    case 'datetime':
      if (typeof value !== 'string' || !DATETIME.test(value))
        report(at, `expected an ISO date-time with zone, got ${JSON.stringify(value)}`);
      return;
    case 'enumeration':
      if (!attr.enum.includes(value)) report(at, `"${value}" is not one of ${attr.enum.join('/')}`);
      return;
    case 'json':
      return;
    case 'blocks':
      if (Array.isArray(value)) return; // already Strapi blocks JSON
      if (typeof value !== 'string') return report(at, 'rich text must be a Markdown string');
      if (/\b(TODO|TBD|lorem ipsum)\b/i.test(value)) report(at, 'placeholder text in rich text');
      for (const m of value.matchAll(/\[[^\]]*\]\(([^)]*)\)/g)) {
        const p = hrefProblem(m[1].trim(), false);
        if (p) report(at, `link in rich text: ${p}`);
      }
      return;
    case 'media': {
      if (typeof value !== 'string' || !value.startsWith('media:'))
        return report(at, `media must be "media:<file>", got ${JSON.stringify(value)}`);
      const name = value.slice(6);
      if (!media.has(name)) report(at, `media "${name}" is not in seed/media`);
      return;
    }
    case 'component': {
      const def = model.components[attr.component];
      if (attr.repeatable) {
        if (!Array.isArray(value)) return report(at, 'expected a list');
        value.forEach((item, i) => checkObject(def.attributes, item, `${at}[${i}]`, report, media));
        if (attr.component === 'shared.faq-item') {
          const seen = new Set();
          value.forEach((item, i) => {
            if (item && item.slug && seen.has(item.slug))
              report(`${at}[${i}].slug`, `duplicate FAQ slug "${item.slug}"`);
            if (item) seen.add(item.slug);
          });
        }
      } else checkObject(def.attributes, value, at, report, media);
      return;
    }
    case 'dynamiczone':
      if (!Array.isArray(value)) return report(at, 'expected a list of blocks');
      value.forEach((item, i) => {
        const uid = item && item.__component;
        if (!attr.components.includes(uid))
          return report(`${at}[${i}]`, `unknown component ${JSON.stringify(uid)}`);
        checkObject(model.components[uid].attributes, item, `${at}[${i}](${uid})`, report, media);
      });
      return;
    case 'relation':
      if (typeof value !== 'string') report(at, 'relation must be given as the target slug');
      return;
    default:
  }
}

// Compares en and sw: same blocks in the same order, same list lengths, no untranslated prose.
function compareLocales(attributes, en, sw, path, report) {
  if (!en || !sw || typeof en !== 'object' || typeof sw !== 'object') return;
  for (const [key, attr] of Object.entries(attributes)) {
    const a = en[key];
    const b = sw[key];
    const at = `${path}.${key}`;
    if (a === undefined || b === undefined || a === null || b === null) {
      if ((a === undefined || a === null) !== (b === undefined || b === null) && attr.type !== 'media')
        report(at, 'present in one language only');
      continue;
    }
    if (attr.type === 'dynamiczone') {
      const ca = a.map((i) => i && i.__component).join(', ');
      const cb = b.map((i) => i && i.__component).join(', ');
      if (ca !== cb) {
        report(at, `en and sw blocks differ: en [${ca}] / sw [${cb}]`);
        continue;
      }
      a.forEach((item, i) => {
        const comp = model.components[item.__component];
        if (comp) compareLocales(comp.attributes, item, b[i], `${at}[${i}]`, report);
      });
    } else if (attr.type === 'component') {
      const def = model.components[attr.component];
      if (attr.repeatable) {
        if (!Array.isArray(a) || !Array.isArray(b)) continue;
        if (a.length !== b.length) report(at, `en has ${a.length} items, sw has ${b.length}`);
        a.forEach((item, i) => b[i] && compareLocales(def.attributes, item, b[i], `${at}[${i}]`, report));
      } else compareLocales(def.attributes, a, b, at, report);
    } else if (
      ['string', 'text', 'blocks'].includes(attr.type) &&
      !hasCheck(attr) &&
      !attr.regex &&
      !attr.private
    ) {
      const ta = typeof a === 'string' ? a : JSON.stringify(a);
      const tb = typeof b === 'string' ? b : JSON.stringify(b);
      // prose = long enough and at least three all-lowercase words (names and codes are not prose)
      if (ta === tb && ta.length > SAME_PROSE_LIMIT && (ta.match(/\b[a-z]{3,}\b/g) || []).length >= 3)
        report(`${path.replace(/^/, '')}.${key}`, 'sw text is identical to en (not translated?)');
    }
  }
}

const PAGE_ATTRS = model.pages.pageAttributes();
const PAGE_TOP = { ...PAGE_ATTRS };

export function checkSeed({ filters = [] } = {}) {
  const problems = [];
  const media = mediaNames();
  const root = files.SEED;
  const want = (file) => !filters.length || filters.some((f) => relative(root, file).includes(f));
  const reporter = (file) => (path, message) =>
    problems.push(`${relative(root, file)}:${path.replace(/^\./, '') || '/'}: ${message}`);
  const load = (file) => {
    if (!existsSync(file)) return undefined;
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${relative(root, file)}:/: invalid JSON: ${error.message}`);
      return null;
    }
  };

  // Pages: one file per manifest page and locale.
  const pages = model.pages.pageTypes();
  const knownPageFiles = new Set();
  for (const [endpoint, page] of Object.entries(pages)) {
    const byLocale = {};
    for (const locale of model.LOCALES) {
      const file = files.pageFile(page.domain, endpoint, locale);
      knownPageFiles.add(file);
      if (!want(file)) continue;
      const data = load(file);
      if (data === undefined) {
        problems.push(
          `${relative(root, file)}:/: missing (page "${endpoint}" of ${page.domain} needs ${locale} content)`,
        );
        continue;
      }
      if (data === null) continue;
      byLocale[locale] = data;
      checkObject(PAGE_TOP, data, '', reporter(file), media);
    }
    if (byLocale.en && byLocale.sw)
      compareLocales(
        PAGE_ATTRS,
        byLocale.en,
        byLocale.sw,
        '',
        reporter(files.pageFile(page.domain, endpoint, 'sw')),
      );
  }
  const pagesDir = join(root, 'pages');
  if (existsSync(pagesDir)) {
    for (const dir of readdirSync(pagesDir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
      for (const name of readdirSync(join(pagesDir, dir.name))) {
        const file = join(pagesDir, dir.name, name);
        if (want(file) && !knownPageFiles.has(file))
          problems.push(
            `${relative(root, file)}:/: no manifest page of domain ${dir.name} has this name (expected <endpoint>.<en|sw>.json)`,
          );
      }
    }
  }

  // Collections: lists of entries paired by slug.
  for (const [type, def] of Object.entries(model.collectionTypes)) {
    if (type === 'tariff-bands') continue;
    const lists = {};
    for (const locale of model.LOCALES) {
      const file = files.collectionFile(type, locale);
      if (!want(file)) continue;
      const data = load(file);
      if (data === undefined) {
        problems.push(`${relative(root, file)}:/: missing`);
        continue;
      }
      if (data === null) continue;
      if (!Array.isArray(data)) {
        problems.push(`${relative(root, file)}:/: expected an array of entries`);
        continue;
      }
      lists[locale] = data;
      const report = reporter(file);
      const slugs = new Set();
      data.forEach((entry, i) => {
        checkObject(def.attributes, entry, `[${i}]`, report, media);
        if (entry && slugs.has(entry.slug)) report(`[${i}].slug`, `duplicate slug "${entry.slug}"`);
        if (entry) slugs.add(entry.slug);
      });
    }
    if (lists.en && lists.sw) {
      const report = reporter(files.collectionFile(type, 'sw'));
      const sw = new Map(lists.sw.map((e) => [e && e.slug, e]));
      const en = new Set(lists.en.map((e) => e && e.slug));
      lists.en.forEach((entry) => {
        if (!sw.has(entry.slug)) report(`[slug=${entry.slug}]`, 'entry has no sw twin (pair by slug)');
        else compareLocales(def.attributes, entry, sw.get(entry.slug), `[slug=${entry.slug}]`, report);
      });
      lists.sw.forEach(
        (entry) =>
          !en.has(entry.slug) && report(`[slug=${entry.slug}]`, 'entry has no en twin (pair by slug)'),
      );
      if (type === 'device-updates') {
        const typesFile = files.collectionFile('device-types', 'en');
        const types = existsSync(typesFile) ? new Set((load(typesFile) || []).map((t) => t.slug)) : null;
        if (types)
          lists.en.forEach(
            (e, i) =>
              e.deviceType &&
              !types.has(e.deviceType) &&
              reporter(files.collectionFile(type, 'en'))(
                `[${i}].deviceType`,
                `no device type "${e.deviceType}"`,
              ),
          );
      }
    }
  }

  // Sidebar.
  const sb = {};
  for (const locale of model.LOCALES) {
    const file = files.sidebarFile(locale);
    if (!want(file)) continue;
    const data = load(file);
    if (data === undefined) problems.push(`${relative(root, file)}:/: missing`);
    else if (data) {
      sb[locale] = data;
      checkObject(model.sidebar.attributes, data, '', reporter(file), media);
    }
  }
  if (sb.en && sb.sw)
    compareLocales(model.sidebar.attributes, sb.en, sb.sw, '', reporter(files.sidebarFile('sw')));

  // Tariff bands: numbers once, labels per locale.
  const tf = files.tariffFile();
  if (want(tf)) {
    const t = load(tf);
    const report = reporter(tf);
    const cats = model.collectionTypes['tariff-bands'].attributes.category.enum;
    if (t === undefined) problems.push(`${relative(root, tf)}:/: missing`);
    else if (t) {
      if (t.effectiveDate && !DATE.test(t.effectiveDate)) report('effectiveDate', 'expected YYYY-MM-DD');
      (t.categories || []).forEach((c, i) => {
        if (!cats.includes(c.category))
          report(`categories[${i}].category`, `"${c.category}" is not one of ${cats.join('/')}`);
        for (const l of model.LOCALES)
          if (!c.label || !c.label[l]) report(`categories[${i}].label.${l}`, 'required field missing');
      });
      let previousMax = -1;
      (t.bands || []).forEach((b, i) => {
        if (!Number.isInteger(b.minimum) || b.minimum < 0)
          report(`bands[${i}].minimum`, 'expected an integer ≥ 0');
        if (
          b.maximum !== null &&
          b.maximum !== undefined &&
          (!Number.isInteger(b.maximum) || b.maximum < b.minimum)
        )
          report(`bands[${i}].maximum`, 'expected an integer ≥ minimum, or null');
        if (b.minimum <= previousMax) report(`bands[${i}].minimum`, 'bands overlap');
        previousMax = b.maximum ?? Infinity;
        for (const c of t.categories || []) {
          const fee = b.fees && b.fees[c.category];
          if (fee !== null && fee !== undefined && (!Number.isInteger(fee) || fee < 0))
            report(`bands[${i}].fees.${c.category}`, 'expected an integer ≥ 0 or null');
        }
      });
    }
  }

  // alt.json entries must name media files.
  const alt = files.altFile();
  if (want(alt) && existsSync(alt)) {
    const data = load(alt);
    if (data) {
      for (const [name, text] of Object.entries(data)) {
        if (!media.has(name)) reporter(alt)(name, 'no such media file');
        for (const l of model.LOCALES)
          if (!text || !text[l]) reporter(alt)(`${name}.${l}`, 'alt text missing');
      }
    }
  }
  // Sample markers, what the seed may state and link to outside them (all files: the rules pair
  // languages), and
  // Swahili that is Swahili (docs/glossary.md).
  const pairs = [...checkSample(), ...checkClaims(), ...checkLinks(), ...checkSwahili()].filter(
    (p) => !filters.length || filters.some((f) => p.includes(f)),
  );
  return [...problems, ...pairs];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  reportProblems(
    'check-seed',
    checkSeed({ filters: process.argv.slice(2) }),
    'seed content matches the model',
  );
}
