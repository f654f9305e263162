// The translation workflow (docs/i18n.md):
//   extract          writes every English catalog from the sources' declarations (`formatjs extract`)
//   check            fails on a catalog that differs from its sources, or a language missing or keeping an id
//   export <lang>    writes translations/<lang>.json for a translator: each id's English text, its
//                    description and its current translation
//   import <lang> [file]  reads the translator's file back into that language's catalogs, refusing a
//                    translation that does not parse or names other placeholders than the English
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { catalogs, englishOf, extractAll, languages, readCatalog, root, writeJson } from './catalogs.mjs';
import { catalogProblems } from './check.mjs';

const [command, language, file] = process.argv.slice(2);
const all = catalogs();
const translatorFile = (lang) => file ?? join(root, 'translations', `${lang}.json`);

function assertLanguage(lang) {
  if (!languages.includes(lang))
    throw new Error(`Give a language to translate into: ${languages.join(', ')}`);
}

/** The names of a message's arguments and tags, sorted: a translation must use the English ones. */
function placeholders(message) {
  const names = new Set();
  const visit = (elements) => {
    for (const element of elements) {
      if (
        element.type === TYPE.argument ||
        element.type === TYPE.number ||
        element.type === TYPE.date ||
        element.type === TYPE.time
      )
        names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        names.add(element.value);
        Object.values(element.options).forEach((option) => visit(option.value));
      }
      if (element.type === TYPE.tag) {
        names.add(`<${element.value}>`);
        visit(element.children);
      }
    }
  };
  visit(parse(message));
  return [...names].sort().join(', ');
}

const commands = {
  async extract() {
    const declared = await extractAll(all);
    all.forEach((catalog, i) => writeJson(join(root, catalog.file('en')), englishOf(declared[i])));
    console.log(`${all.length} English catalogs written from the sources.`);
  },

  async check() {
    const declared = await extractAll(all);
    const problems = all.flatMap((catalog, i) =>
      catalogProblems(catalog.dir, {
        extracted: englishOf(declared[i]),
        english: readCatalog(catalog, 'en'),
        translations: Object.fromEntries(languages.map((lang) => [lang, readCatalog(catalog, lang)])),
      }),
    );
    problems.forEach((problem) => console.error(problem));
    if (problems.length > 0) process.exitCode = 1;
    else console.log(`${all.length} catalogs match their sources in ${['en', ...languages].join(' and ')}.`);
  },

  async export(lang) {
    assertLanguage(lang);
    const declared = await extractAll(all);
    const entries = all.flatMap((catalog, i) => {
      const own = readCatalog(catalog, lang);
      return Object.entries(declared[i]).map(([id, { defaultMessage, description }]) => [
        id,
        { defaultMessage, description, translation: own[id] ?? '' },
      ]);
    });
    const out = translatorFile(lang);
    mkdirSync(dirname(out), { recursive: true });
    writeJson(out, Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))));
    const missing = entries.filter(([, entry]) => entry.translation === '').length;
    console.log(`${out}: ${entries.length} messages, ${missing} without a translation.`);
  },

  async import(lang) {
    assertLanguage(lang);
    const path = translatorFile(lang);
    if (!existsSync(path))
      throw new Error(`${path} does not exist: npm run i18n:export -- ${lang} writes it`);
    const returned = JSON.parse(readFileSync(path, 'utf8'));
    const english = (await extractAll(all)).map(englishOf);
    const known = new Set(english.flatMap(Object.keys));
    const problems = [];
    for (const [id, { translation }] of Object.entries(returned)) {
      if (!known.has(id)) console.warn(`${id}: no longer in the sources, left out`);
      else if (translation?.trim()) {
        const source = english.find((catalog) => id in catalog)[id];
        try {
          if (placeholders(translation) !== placeholders(source))
            problems.push(
              `${id}: placeholders {${placeholders(translation)}} ≠ the English {${placeholders(source)}}`,
            );
        } catch (error) {
          problems.push(`${id}: not a valid ICU message (${error.message})`);
        }
      }
    }
    if (problems.length > 0) {
      problems.forEach((problem) => console.error(problem));
      throw new Error(`${path}: ${problems.length} translations refused, nothing written`);
    }
    all.forEach((catalog, i) => {
      const own = readCatalog(catalog, lang);
      // The catalog's own order, then new ids in English order: an unchanged file changes nothing.
      const ids = [...new Set([...Object.keys(own), ...Object.keys(english[i])])].filter(
        (id) => id in english[i],
      );
      const texts = ids.map((id) => [id, returned[id]?.translation?.trim() || own[id] || '']);
      writeJson(join(root, catalog.file(lang)), Object.fromEntries(texts.filter(([, text]) => text !== '')));
    });
    console.log(`${path} read into the ${lang} catalogs.`);
  },
};

if (!commands[command]) {
  console.error('Usage: node tools/i18n/messages.mjs extract | check | export <lang> | import <lang> [file]');
  process.exit(2);
}
await commands[command](language);
