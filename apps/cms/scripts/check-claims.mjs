// A claim is sourced, marked or absent (docs/content-model.md, "Sample content"): every amount,
// percentage, date, time, number, code, phone number, e-mail address, street address and person's
// name that SEED_MODE=production publishes must be one of the facts of seed/sourced.json, and the
// editorNote of its entry must name the fact's source. Parts marked sample are drafts in production
// and are not read here. The CMS tests run the same check on what a production start publishes.
import { anchorKeys, claimsIn, impliedKeys } from './claims.mjs';
import { glossary } from './glossary.mjs';
import { files, seedDocuments, walkFields } from './seed-documents.mjs';

export const sourced = () => files.readJson(`${files.SEED}/sourced.json`);

const LOWER_WORD = /(?<![\p{L}'’-])\p{Ll}[\p{Ll}'’-]*(?![\p{L}])/gu;
const sourcesIn = (text) => text.match(/\bS\d+\b|\bfacts(?:-sourced)?\.md/g) || [];
/** Whether an editor note names a source: "S6" is not named by "S60", nor facts.md by facts-sourced.md. */
const noteNames = (note, source) =>
  new RegExp(`(?<![\\w-])${source.replace(/[.]/g, '\\.')}(?![\\w-])`).test(note);

// Rich text read from the API is Strapi blocks: a paragraph's text nodes ("call ", "**100**", " free")
// are read as one string, so a sentence keeps what it says together.
const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'list-item', 'quote', 'code']);
const plain = (node) =>
  typeof node.text === 'string' ? node.text : (node.children || []).map(plain).join('');

/** Strings of a field value: a Markdown string, or the texts of Strapi blocks. */
export function strings(value, out = []) {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object') {
    if (TEXT_BLOCKS.has(value.type) && Array.isArray(value.children)) out.push(plain(value));
    else for (const [key, v] of Object.entries(value)) if (key !== 'url' && key !== 'type') strings(v, out);
  }
  return out;
}

/** The vocabulary of claimsIn: the glossary's names, the sourced people, the site's common words. */
export function vocabulary(docs = seedDocuments(), facts = sourced()) {
  const common = new Set();
  for (const doc of docs)
    walkFields(doc.attributes, doc.data, (value) => {
      for (const text of strings(value)) for (const word of text.match(LOWER_WORD) || []) common.add(word);
    });
  const { names: known, units } = glossary();
  // Currencies stay: "TSh 500" is an amount.
  const names = [...known, ...units.filter((u) => !['TSh', 'TZS'].includes(u))].sort(
    (a, b) => b.length - a.length,
  );
  const people = Object.keys(facts.people).sort((a, b) => b.length - a.length);
  return { names, people, common };
}

/** key → the sources that vouch for it, from the facts' texts, the codes and the people. */
export function factIndex(facts, vocab) {
  const index = new Map();
  const add = (key, sources) => {
    const known = index.get(key) || new Set();
    sources.forEach((s) => known.add(s));
    index.set(key, known);
  };
  // A statement of a fact vouches for the same statement about the same thing (statementKeys).
  const addAll = (claims, sources) => {
    for (const claim of claims) {
      for (const key of claim.statement ? statementKeys(claim, []) : [claim.key, ...impliedKeys(claim)])
        add(key, sources);
      // A figure a fact gives without a currency: it may vouch for an amount (documentClaimProblems).
      if (claim.kind === 'number') add(`bare ${claim.key}`, sources);
    }
  };
  for (const fact of facts.facts) addAll(claimsIn(fact.text, vocab), fact.source);
  for (const [code, about] of Object.entries(facts.codes)) {
    add(`code:${code}`, sourcesIn(about));
    // Rich text read back from the API splits "call **100**" into nodes: the bold code is a bare number.
    if (/^\d+$/.test(code)) add(`number:${code}`, sourcesIn(about));
    addAll(
      claimsIn(`${code}: ${about}`, vocab).filter((c) => c.statement),
      sourcesIn(about),
    );
  }
  for (const [person, about] of Object.entries(facts.people)) add(`name:${person}`, sourcesIn(about));
  return index;
}

// Fields that are addresses, identifiers or choices, not statements.
const NOT_CLAIMS = /^(href|url|slug|icon|backgroundColor|playStoreUrl|appStoreUrl|filter|network|category)$/;
const EAT_MS = 3 * 3600 * 1000;

/** `free@number:100`: a statement keyed by each thing it is about (its sentence's, then its item's). */
export function statementKeys(claim, itemAnchors) {
  const anchors = claim.anchors.length ? claim.anchors : itemAnchors;
  return anchors.map((anchor) => `${claim.kind}@${anchor}`);
}

/** The anchors of the item holding a field: the claims of its other texts, links included (`tel:100`). */
function itemAnchors(owner, field, vocab) {
  const texts = Object.entries(owner || {})
    .filter(([key, v]) => key !== field && typeof v === 'string')
    .map(([, v]) => v);
  return anchorKeys(texts.flatMap((t) => claimsIn(t, vocab)).filter((c) => !c.statement));
}

/** The claims of one field value by its type: prices are amounts, dates and times are dates and times. */
export function fieldClaims(value, { attr, key, owner }, vocab) {
  if (attr.private || NOT_CLAIMS.test(key) || attr.type === 'media' || attr.type === 'relation') return [];
  if (attr.type === 'integer' && key === 'price')
    return [{ kind: 'amount', raw: `TZS ${value}`, key: `amount:tzs ${value}` }];
  if (attr.type === 'date' && typeof value === 'string')
    return [{ kind: 'date', raw: value, key: `date:${value.slice(0, 10)}` }];
  if (attr.type === 'datetime' && typeof value === 'string') {
    // Shown in East Africa Time; midnight there is a date without a time.
    const local = new Date(Date.parse(value) + EAT_MS).toISOString();
    const claims = [{ kind: 'date', raw: value, key: `date:${local.slice(0, 10)}` }];
    const time = local.slice(11, 16);
    const at = { kind: 'time', raw: `${time} East Africa Time (${value})`, key: `time:${time}` };
    return time === '00:00' ? claims : [...claims, at];
  }
  if (!['string', 'text', 'blocks', 'email'].includes(attr.type)) return [];
  // A person's name in a people grid is a name however it is written.
  if (key === 'name' && owner && owner.role !== undefined && typeof value === 'string')
    return [{ kind: 'name', raw: value, key: `name:${value}` }];
  const claims = strings(value).flatMap((text) => claimsIn(text, vocab));
  if (claims.some((c) => c.statement && !c.anchors.length)) {
    const anchors = itemAnchors(owner, key, vocab);
    for (const c of claims) if (c.statement && !c.anchors.length) c.itemAnchors = anchors;
  }
  return claims;
}

/**
 * Problems of one document as production publishes it: `data` is the seed (sample parts and sample
 * entries skipped) or an answer of the public API (already without them).
 */
export function documentClaimProblems(doc, { vocab, index }, report) {
  if (doc.kind === 'entry' && doc.data.sample === true) return;
  const note = typeof doc.note === 'string' ? doc.note : doc.data.editorNote || '';
  walkFields(doc.attributes, doc.data, (value, where) => {
    if (where.sample) return;
    for (const claim of fieldClaims(value, where, vocab)) {
      if (claim.statement) {
        const keys = statementKeys(claim, claim.itemAnchors || []);
        const sources = new Set(keys.flatMap((k) => [...(index.get(k) || [])]));
        if (!sources.size)
          report(
            where.path,
            `${claim.kind} "${claim.raw}" is vouched for by no fact ${keys.length ? `about ${claim.anchors.length ? 'its sentence' : 'its item'} (${keys.slice(0, 3).join(', ')})` : '(it names nothing a fact is about)'}: source it, mark its part sample or reword it`,
          );
        else if (doc.note !== null && ![...sources].some((s) => noteNames(note, s)))
          report(
            where.path,
            `${claim.kind} "${claim.raw}" is sourced by ${[...sources].join(', ')}: name it in the editorNote`,
          );
        continue;
      }
      // An amount is vouched for by the same figure in a fact that leaves out the currency, never by
      // one in another currency ("US$5m" vouched for a reward of "TSh 5,000,000").
      const figure = claim.kind === 'amount' ? `bare number:${claim.key.split(' ')[1]}` : null;
      const sources = index.get(claim.key) || (figure && index.get(figure));
      if (!sources)
        report(
          where.path,
          `${claim.kind} "${claim.raw}" is not in the facts (seed/sourced.json): source it, mark its part sample or remove it`,
        );
      else if (doc.note !== null && ![...sources].some((s) => noteNames(note, s)))
        report(
          where.path,
          `${claim.kind} "${claim.raw}" is sourced by ${[...sources].join(', ')}: name it in the editorNote`,
        );
    }
  });
}

export function checkClaims(docs = seedDocuments()) {
  const facts = sourced();
  if (!facts || !facts.facts) return ['sourced.json:/: missing or without facts'];
  const vocab = vocabulary(docs, facts);
  const context = { vocab, index: factIndex(facts, vocab) };
  const problems = [];
  for (const doc of docs)
    documentClaimProblems(doc, context, (path, message) =>
      problems.push(`${doc.file}:${path.replace(/^\./, '') || '/'}: ${message}`),
    );
  return problems;
}
