// What the catalogs must agree on (docs/i18n.md): the English catalog is what `formatjs extract` makes
// of the sources, and every other language has a text for each declared id and none for any other.

/**
 * The problems of one catalog, each a line: `extracted` is `{ id: defaultMessage }` from the sources,
 * `english` the committed `en.json`, `translations` each other language's committed catalog.
 */
export function catalogProblems(name, { extracted, english, translations }) {
  const problems = [];
  const say = (file, id, what) => problems.push(`${name}/messages/${file}.json: ${id} ${what}`);
  for (const [id, text] of Object.entries(extracted)) {
    if (!(id in english)) say('en', id, 'is declared in the sources but missing (npm run i18n:extract)');
    else if (english[id] !== text)
      say('en', id, `differs from its declaration ("${english[id]}" ≠ "${text}"; npm run i18n:extract)`);
  }
  for (const id of Object.keys(english))
    if (!(id in extracted)) say('en', id, 'is declared nowhere in the sources (npm run i18n:extract)');
  for (const [language, catalog] of Object.entries(translations)) {
    for (const id of Object.keys(catalog))
      if (!(id in extracted)) say(language, id, 'is declared nowhere in the sources: remove it');
    for (const id of Object.keys(extracted))
      if (typeof catalog[id] !== 'string' || catalog[id].trim() === '')
        say(language, id, `has no text (npm run i18n:export -- ${language}, then i18n:import)`);
  }
  return problems;
}
