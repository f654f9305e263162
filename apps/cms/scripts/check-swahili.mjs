// Swahili that is Swahili: no text of a Swahili seed document may equal its English twin unless all
// it says is names (products, brands, people, places), units and numbers, listed in
// seed/same-in-both.json. Codes, links, slugs, icons and enumerations are not prose and are skipped.
import { files, seedDocuments, walkFields } from './seed-documents.mjs';

const PROSE = new Set(['string', 'text', 'blocks']);
const NOT_PROSE =
  /^(href|url|slug|icon|dialCode|ussdCode|appStoreUrl|playStoreUrl|backgroundColor|brand|network|badge|filter|data)$/;

/** Words left in `text` once links, e-mail addresses, codes and allow-listed names are taken out. */
export function wordsBeyondNames(text, allowed) {
  let rest = ` ${text} `
    .replace(/\bhttps?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|@\w+/g, ' ')
    .replace(/\*[\d*#x]+#?/g, ' ');
  for (const name of allowed.phrases) rest = rest.split(name).join(' ');
  // words with a digit are models, units or figures ("A06", "4G", "1.5GB"), not prose
  return (rest.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) || []).filter(
    (word) => !/\p{N}/u.test(word) && !allowed.words.has(word),
  );
}

export function allowList() {
  const list = files.readJson(`${files.SEED}/same-in-both.json`) || { names: [] };
  const names = [...list.names].sort((a, b) => b.length - a.length);
  return { phrases: names.filter((n) => /\s/.test(n)), words: new Set(names.filter((n) => !/\s/.test(n))) };
}

export function checkSwahili() {
  const allowed = allowList();
  const docs = seedDocuments();
  const byKey = new Map(docs.map((doc) => [`${doc.type}/${doc.key}/${doc.locale}`, doc]));
  const problems = [];
  for (const sw of docs.filter((doc) => doc.locale === 'sw')) {
    const en = byKey.get(`${sw.type}/${sw.key}/en`);
    if (!en) continue;
    const english = new Map();
    walkFields(en.attributes, en.data, (value, { path }) => english.set(path, value));
    walkFields(sw.data && sw.attributes, sw.data, (value, { attr, key, path }) => {
      if (typeof value !== 'string' || !PROSE.has(attr.type) || attr.private || attr.x || NOT_PROSE.test(key))
        return;
      if (english.get(path) !== value) return;
      const words = wordsBeyondNames(value, allowed);
      if (words.length)
        problems.push(
          `${sw.file}:${path.replace(/^\./, '')}: same as English ("${value.slice(0, 60)}"): translate it, or list ${words
            .slice(0, 3)
            .join(', ')} in seed/same-in-both.json if it is a name`,
        );
    });
  }
  return problems;
}
