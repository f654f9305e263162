// The claims a text makes: every amount, percentage, date, time, year, number, code, phone number,
// e-mail address, street address and person's name in it, each keyed the same however the text
// writes it (English or Swahili, "TZS 47.554bn" or "TSh bilioni 47.554", "15 Aug 2017" or
// "15 Agosti 2017"). check-claims.mjs compares the keys of what the seed publishes with the keys of
// the facts (seed/sourced.json). Counts written as words and statements that hold no digit ("free",
// "within two working days", "Tanzania's biggest network") are found by word-claims.mjs.
import { countsIn, sentenceAt, statementsIn } from './word-claims.mjs';

const MONTHS = [
  'jan',
  'feb',
  'mar|mac',
  'apr',
  'may|mei',
  'jun',
  'jul',
  'aug|ago',
  'sep',
  'oct|okt',
  'nov',
  'dec|des',
];
const MONTH =
  '(?:Jan(?:uary|uari)?|Feb(?:ruary|ruari)?|Mar(?:ch)?|Mac(?:hi)?|Apr(?:il|ili)?|May|Mei|Jun[ei]?|Jul(?:y|ai)?|' +
  'Aug(?:ust)?|Ago(?:sti)?|Sept?(?:ember|emba)?|Oct(?:ober)?|Okt(?:oba)?|Nov(?:ember|emba)?|Dec(?:ember)?|Des(?:emba)?)\\.?';
const pad = (n) => String(n).padStart(2, '0');
const month = (word) => {
  const w = word.toLowerCase().replace('.', '');
  return pad(1 + MONTHS.findIndex((m) => m.split('|').some((start) => w.startsWith(start))));
};
const day = (d, m, y) => `${y ? `${y}-` : ''}${month(m)}-${pad(d)}`;

const NUM = '\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?';
const AFTER = '(?:\\s?(?:bn|billion|trn|trillion|tn|mn|million|m|k|thousand)\\b)';
const BEFORE = '(?:(?:bilioni|milioni|trilioni|elfu)\\s+)';
const SCALE = { k: 1e3, thousand: 1e3, elfu: 1e3, m: 1e6, mn: 1e6, million: 1e6, milioni: 1e6 };
Object.assign(SCALE, {
  bn: 1e9,
  billion: 1e9,
  bilioni: 1e9,
  trn: 1e12,
  tn: 1e12,
  trillion: 1e12,
  trilioni: 1e12,
});
const CURRENCY = '(?:TZS|TShs?|Tsh|Sh\\.?|[Ss]hilingi|US\\$|USD|\\$)';

/** "47.554" with "bilioni" → "47554000000"; a figure without a scale keeps its decimals. */
function value(figure, scale) {
  const n = Number(figure.replace(/,/g, ''));
  const factor = scale ? SCALE[scale.trim().toLowerCase()] : 1;
  return factor > 1 ? String(Math.round(n * factor)) : String(n);
}

const scaled = (m) => {
  const before = /^(bilioni|milioni|trilioni|elfu)/i.exec(m[0]);
  const after = /(bn|billion|trn|trillion|tn|mn|million|m|k|thousand)$/i.exec(m[0].trim());
  return value(m[1], (before && before[1]) || (after && after[1]));
};
const hour12 = (m) => `${pad((Number(m[1]) % 12) + (m[3].toLowerCase() === 'p' ? 12 : 0))}:${m[2] || '00'}`;

// Each kind in the order it is looked for. A span once found is blanked, so "TZS 12.74" is one
// amount (not also a number) and "15 Aug 2017" one date (not also a year).
const KINDS = [
  ['email', /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, (m) => m[0].toLowerCase()],
  ['url', /\bhttps?:\/\/\S+|\bwww\.\S+|(?<=\]\()\/[^\s)]*/g, () => null],
  ['code', /\*\d[\d*x]*#/g, (m) => m[0]],
  [
    'phone',
    /(?:\+\s?255|\b0)\s?[67]\d{2}[\s.-]?\d{3}[\s.-]?\d{3}\b/g,
    (m) => m[0].replace(/\D/g, '').replace(/^0/, '255'),
  ],
  // Short numbers as prose writes them: "SMS STOP to 15590", "kwenda 15300", "call 100", "piga 115".
  ['code', /(?:\bto|\bkwenda)\s+\**(\d{5})\b(?![*#,.]?\d)/gi, (m) => m[1]],
  ['code', /(?:\bcall|\bdial|\bpiga|\bkupiga|\btel)\s+\**(\d{3,5})\b(?![*#,.]?\d)/gi, (m) => m[1]],
  ['date', /\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => `${m[1]}-${m[2]}-${m[3]}`],
  [
    'date',
    new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(${MONTH})(?:,?\\s+(\\d{4}))?\\b`, 'g'),
    (m) => day(m[1], m[2], m[3]),
  ],
  [
    'date',
    new RegExp(`\\b(${MONTH})\\s+(\\d{1,2})(?:,\\s+(\\d{4}))?\\b(?![\\d,])`, 'g'),
    (m) => day(m[2], m[1], m[3]),
  ],
  ['date', new RegExp(`\\b(${MONTH})\\s+(\\d{4})\\b`, 'g'), (m) => `${m[2]}-${month(m[1])}`],
  ['time', /\b(\d{1,2}):(\d{2})\b/g, (m) => `${pad(m[1])}:${m[2]}`],
  ['time', /\b(\d{1,2})(?:[:.](\d{2}))?\s?([ap])\.?m\b\.?/gi, hour12],
  [
    'amount',
    new RegExp(`${CURRENCY}\\s?(${BEFORE})?(${NUM})(${AFTER})?`, 'g'),
    (m) => `${/US|\$/.test(m[0]) ? 'usd' : 'tzs'} ${value(m[2], m[1] || m[3])}`,
  ],
  ['amount', new RegExp(`(${NUM})${AFTER}?\\s?(?:TZS|shillings)\\b`, 'g'), (m) => `tzs ${scaled(m)}`],
  [
    'percentage',
    new RegExp(`(${NUM})\\s?(?:%|per\\s?cent\\b)|\\basilimia\\s+(${NUM})`, 'gi'),
    (m) => value(m[1] || m[2]),
  ],
  ['year', /\b(?:19|20)\d{2}\b(?![,.]?\d)/g, (m) => m[0]],
  ['number', new RegExp(`${BEFORE}?(${NUM})${AFTER}?`, 'gi'), scaled],
];

// Street addresses and post boxes, in either language.
const ADDRESS = [
  /\b(?:P\.?\s?O\.?\s?Box|S\.?\s?L\.?\s?P\.?)\s*\d+/gi,
  /\b(?:Plot|Kiwanja)(?:\s+(?:No|Na)\.?)?\s+\d+\w*/gi,
  /\b(?:[A-Z][\p{Ll}'-]+[ \t]+){1,3}(?:Street|Road|Avenue|Drive|Lane|Tower|Towers|Building|Plaza|Estate|Mall)\b/gu,
  /\b(?:Mtaa|Barabara|Jengo)[ \t]+(?:wa|ya|la)[ \t]+(?:[A-Z][\p{Ll}'-]+[ \t]?)+/gu,
];
const HONORIFIC = /\b(?:Mr|Mrs|Ms|Dr|Prof|Bw|Bi|Mhe|Dkt)\.?[ \t]+(?:[A-Z][\p{Ll}'’-]+[ \t]?)+/gu;
const WORD = "(?:[A-Z][\\p{Ll}'’-]+|[A-Z]\\.)";
const CAPITALISED = new RegExp(`\\b${WORD}(?:[ \\t]+${WORD})+`, 'gu');

const blank = (text, start, length) => text.slice(0, start) + ' '.repeat(length) + text.slice(start + length);
const literal = (phrase) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu');

/**
 * What the extractor must know besides the text: `names` (brands, products, places: never a claim,
 * and "4G" or "J4U" are not figures), `people` (sourced people: their names are claims, found whole)
 * and `common` (words that occur in lower case in the site's texts: a capitalised run of them, such
 * as "Annual General Meeting", is not a person).
 * @typedef {{ names: string[], people: string[], common: Set<string> }} Vocabulary
 */

/** Person names in a run of capitalised words: two or more words in a row that are not common. */
function namesIn(run, common) {
  const words = run.split(/[ \t]+/);
  const names = [];
  let current = [];
  const flush = () => {
    if (current.filter((w) => !w.endsWith('.')).length >= 2) names.push(current.join(' '));
    current = [];
  };
  for (const word of words) {
    if (/^[A-Z]\.$/.test(word) || !common.has(word.toLowerCase().replace(/['’]s$/, ''))) current.push(word);
    else flush();
  }
  flush();
  return names;
}

// The operator's own names are in nearly every sentence: they anchor no statement.
const OWN_NAMES = /^(?:Vodacom(?: Tanzania(?: PLC)?| Group)?|Tanzania)$/;

/**
 * → [{ kind, raw, key, at }] of `text`; `key` is `kind:normalised` (e.g. `amount:tzs 850`). A
 * statement (`free`, `duration`…, word-claims.mjs) also has `anchors`: the keys of the other claims
 * and the names of its sentence, which say what it is about.
 */
export function claimsIn(text, vocabulary) {
  const { names, people, common } = vocabulary;
  const found = [];
  const known = [];
  const padded = ` ${text.replace(/tel:([^\s)"]+)/g, (_, n) => `tel ${decodeURIComponent(n)} `)} `;
  let rest = padded;
  const take = (kind, re, keyOf) => {
    for (const m of [...rest.matchAll(re)]) {
      const key = keyOf(m);
      if (key !== null) found.push({ kind, raw: m[0].trim(), key: `${kind}:${key}`, at: m.index });
      rest = blank(rest, m.index, m[0].length);
    }
  };
  // Section and list numbers of Markdown ("## 2. Buying", "1. Dial") are structure, not figures.
  take('known', /(?<=^|\n)[ \t]*(?:#+[ \t]*)?\d+(?:\.\d+)*\.[ \t]/g, () => null);
  for (const re of ADDRESS) take('address', re, (m) => m[0].trim().toLowerCase());
  for (const person of people) if (rest.includes(person)) take('name', literal(person), () => person);
  take('name', HONORIFIC, (m) => m[0].trim());
  for (const name of names)
    if (rest.includes(name))
      take('known', literal(name), (m) => {
        known.push({
          key: `name:${name}`,
          at: m.index,
          end: m.index + m[0].length,
          own: OWN_NAMES.test(name),
        });
        return null;
      });
  take('year', /\bFY\s?(\d{4})(?:\/\d{2})?\b|\b((?:19|20)\d{2})\/\d{2}\b/g, (m) => m[1] || m[2]);
  // Models and codes made of letters and digits ("A06", "S24") are names, not figures.
  take('known', /\b[A-Za-z]+\d[\dA-Za-z]*\b/g, () => null);
  for (const [kind, re, keyOf] of KINDS) take(kind, re, keyOf);
  const counts = countsIn(rest, blank);
  found.push(...counts.found);
  rest = counts.rest;
  found.push(
    ...statementsIn(
      padded,
      known.map((n) => [n.at, n.end]),
    ),
  );
  for (const m of rest.matchAll(CAPITALISED))
    for (const name of namesIn(m[0], common))
      found.push({ kind: 'name', raw: name, key: `name:${name}`, at: m.index });
  for (const claim of found.filter((c) => c.statement)) {
    const [start, end] = sentenceAt(padded, claim.at);
    const inSentence = (c) => c.at >= start && c.at < end && !c.statement;
    claim.anchors = [
      ...anchorKeys(found.filter(inSentence)),
      ...known.filter((n) => inSentence(n) && !n.own).map((n) => n.key),
    ];
  }
  return found;
}

/** What claims say a statement is about: their keys and what those imply; a bare code is its number. */
export function anchorKeys(claims) {
  const keys = claims.flatMap((c) => [c.key, ...impliedKeys(c)]);
  return [...new Set(keys.map((k) => k.replace(/^code:(\d+)$/, 'number:$1')))];
}

/** The keys a sourced claim also vouches for: a full date its month and year, an amount its figure. */
export function impliedKeys(claim) {
  const [kind, key] = [claim.kind, claim.key.slice(claim.kind.length + 1)];
  if (kind === 'date') {
    const [y, m, d] = key.split('-');
    if (y.length === 4) return [`year:${y}`, ...(d ? [`date:${y}-${m}`, `date:${m}-${d}`] : [])];
  }
  if (kind === 'amount') return [`number:${key.split(' ')[1]}`];
  if (kind === 'percentage' || kind === 'year') return [`number:${key}`];
  return [];
}
