// Offline rules that keep the seed from misleading (docs/content-model.md, "Sample content"): every
// entry has an editor note; sample markers sit on entries, blocks or list items (never on a page) and
// are the same in both languages; and nothing that seed/sourced.json does not source is stated
// outside a sample item: dial codes, short codes and phone numbers, people in people grids, figures
// labelled illustrative. E-mail addresses are never sourced: sample ones, on example.com, only.
import { model, files, samplePaths, seedDocuments, walkFields } from './seed-documents.mjs';

export const USSD = /\*\d[\d*x]*#/g;
// Short numbers as they appear in prose: "SMS STOP to 15590", "kwenda 15300", "call 100", "piga 115".
const SHORT_CODES = [
  /(?:\bto|\bkwenda)\s+\**(\d{5})\b(?![*#])/g,
  /(?:\bcall|\bdial|\bpiga|\bkupiga)\s+\**(\d{3,5})\b(?![*#])/gi,
];
export const PHONE = /(?:\+\s?255|\b0)\s?[67]\d{2}[\s.-]?\d{3}[\s.-]?\d{3}\b/g;
export const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const SAMPLE_EMAIL = /@example\.com$/;
const CODE_FIELDS = new Set(['ussdCode', 'dialCode']);

export function sourced() {
  return files.readJson(`${files.SEED}/sourced.json`);
}

/** Codes, numbers and addresses a text states: `tel:` links decoded, `%23` being `#`. */
export function contactsIn(text) {
  const decoded = text.replace(/tel:([^\s)"]+)/g, (_, n) => ` ${decodeURIComponent(n)} `);
  const all = (re) => [...decoded.matchAll(re)].map((m) => m[0]);
  const tel = [...text.matchAll(/tel:([^\s)"]+)/g)].map((m) => decodeURIComponent(m[1]));
  const short = SHORT_CODES.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]));
  return { codes: [...all(USSD), ...short, ...tel], phones: all(PHONE), emails: all(EMAIL) };
}

function documentProblems(doc, facts, report) {
  const { attributes, data, kind } = doc;
  if (!data || typeof data !== 'object') return;
  const note = data.editorNote;
  if (typeof note !== 'string' || note.trim().length < 40)
    report('editorNote', 'every entry needs an editor note: what is sample, what is sourced, what to check');
  if (kind !== 'entry' && data.sample !== undefined)
    report('sample', 'pages and the sidebar are always published: mark their blocks or items as sample');
  const illustrative = Object.values(facts.illustrative).map((w) => w.toLowerCase());
  walkFields(attributes, data, (value, { attr, key, path, owner, sample }) => {
    if (typeof value !== 'string' || attr.private) return;
    const { codes, phones, emails } = contactsIn(value);
    for (const email of emails)
      if (!sample || !SAMPLE_EMAIL.test(email))
        report(
          path,
          `e-mail ${email}: no address is sourced; use a sample one on example.com in a sample item`,
        );
    for (const phone of phones)
      if (!facts.codes[phone.replace(/\s/g, '')])
        report(path, `phone number ${phone} is not sourced (seed/sourced.json): remove it`);
    if (sample) return;
    const stated = CODE_FIELDS.has(key) ? [value.trim(), ...codes] : codes;
    for (const code of new Set(stated))
      if (!facts.codes[code])
        report(path, `${code} is not sourced (seed/sourced.json): remove it or mark the item sample`);
    const lower = value.toLowerCase();
    if (illustrative.some((w) => lower.includes(w)))
      report(path, 'labelled illustrative but not inside an item marked sample');
    if (key === 'name' && owner.role !== undefined && !facts.people[value])
      report(path, `${value} is not a sourced person (seed/sourced.json): mark the item sample`);
  });
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
  const docs = seedDocuments();
  for (const doc of docs) {
    const report = (path, message) =>
      problems.push(`${doc.file}:${path.replace(/^\./, '') || '/'}: ${message}`);
    documentProblems(doc, facts, report);
    for (const path of badMarkers(doc.data)) report(path, 'a sample marker is `true` or absent');
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

export { model };
