// Offline rules of sample content (docs/content-model.md, "Sample content"): every entry has an
// editor note; sample markers sit on entries, blocks, components or list items (never on a page) and
// are the same in both languages, and never on every item of a list (mark what holds the list);
// e-mail addresses, which nothing sources, are sample ones on
// example.com inside sample parts; and a figure labelled illustrative sits inside a sample part.
// What the published parts may state is check-claims.mjs's rule.
import { claimsIn } from './claims.mjs';
import { sourced } from './check-claims.mjs';
import { samplePaths, seedDocuments, walkFields } from './seed-documents.mjs';

const SAMPLE_EMAIL = /@example\.com$/;
const NO_NAMES = { names: [], people: [], common: new Set() };

function documentProblems(doc, illustrative, report) {
  const { attributes, data, kind } = doc;
  if (!data || typeof data !== 'object') return;
  const note = data.editorNote;
  if (typeof note !== 'string' || note.trim().length < 40)
    report('editorNote', 'every entry needs an editor note: what is sample, what is sourced, what to check');
  if (kind !== 'entry' && data.sample !== undefined)
    report('sample', 'pages and the sidebar are always published: mark their blocks or items as sample');
  walkFields(attributes, data, (value, { attr, path, sample }) => {
    if (typeof value !== 'string' || attr.private) return;
    for (const email of claimsIn(value, NO_NAMES).filter((c) => c.kind === 'email'))
      if (!sample || !SAMPLE_EMAIL.test(email.raw))
        report(
          path,
          `e-mail ${email.raw}: no address is sourced; use a sample one on example.com in a sample part`,
        );
    const lower = value.toLowerCase();
    if (!sample && illustrative.some((w) => lower.includes(w)))
      report(path, 'labelled illustrative but not inside a part marked sample');
  });
}

// Lists of a published block or item whose every item is sample: production would publish them
// empty.
function emptiedLists(data, path = '', inSample = false) {
  if (Array.isArray(data)) return data.flatMap((item, i) => emptiedLists(item, `${path}[${i}]`, inSample));
  if (!data || typeof data !== 'object') return [];
  const sample = inSample || data.sample === true;
  // A document's own lists may end up empty: a page held back, a footer without its sample links.
  const own =
    sample || path === ''
      ? []
      : Object.entries(data)
          .filter(([, v]) => Array.isArray(v) && v.length && v.every((item) => item && item.sample === true))
          .map(([key]) => `${path}.${key}`);
  return [
    ...own,
    ...Object.entries(data).flatMap(([key, value]) => emptiedLists(value, `${path}.${key}`, sample)),
  ];
}

// Objects whose `sample` key holds anything but true.
function badMarkers(data, path = '') {
  if (Array.isArray(data)) return data.flatMap((item, i) => badMarkers(item, `${path}[${i}]`));
  if (!data || typeof data !== 'object') return [];
  const own = 'sample' in data && data.sample !== true ? [`${path}.sample`] : [];
  return [...own, ...Object.entries(data).flatMap(([key, value]) => badMarkers(value, `${path}.${key}`))];
}

export function checkSample() {
  const problems = [];
  const facts = sourced();
  if (!facts) return ['sourced.json:/: missing'];
  const illustrative = Object.values(facts.illustrative).map((w) => w.toLowerCase());
  const docs = seedDocuments();
  for (const doc of docs) {
    const report = (path, message) =>
      problems.push(`${doc.file}:${path.replace(/^\./, '') || '/'}: ${message}`);
    documentProblems(doc, illustrative, report);
    for (const path of badMarkers(doc.data)) report(path, 'a sample marker is `true` or absent');
    for (const path of emptiedLists(doc.data))
      report(
        path,
        'every item is sample, so production would publish the list empty: mark what holds it sample',
      );
  }
  // Both languages mark the same items (blocks and lists are aligned by check-seed).
  const byKey = new Map();
  for (const doc of docs) byKey.set(`${doc.type}/${doc.key}/${doc.locale}`, doc);
  for (const doc of docs.filter((d) => d.locale === 'en')) {
    const sw = byKey.get(`${doc.type}/${doc.key}/sw`);
    if (!sw) continue;
    const en = samplePaths(doc.data).join(' ');
    const other = samplePaths(sw.data).join(' ');
    if (en !== other)
      problems.push(`${sw.file}:/: sample markers differ from en: en [${en}] / sw [${other}]`);
  }
  return problems;
}
