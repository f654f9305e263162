// The translation workflow holds (docs/i18n.md): every English catalog is what `formatjs extract` makes
// of its sources, Swahili has a text for every declared id and none for any other, the lint refuses a
// message without a description and visitor-facing text written into JSX, and a translator's file
// read back changes nothing it did not translate.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';
import { catalogs, englishOf, extractAll, languages, readCatalog, root } from '../i18n/catalogs.mjs';
import { catalogProblems } from '../i18n/check.mjs';

describe('the catalogs', () => {
  const all = catalogs();
  let extracted = [];
  before(async () => {
    extracted = (await extractAll(all)).map(englishOf);
  });

  it('are the 17 of the site, each extracted from sources of its own', () => {
    assert.equal(all.length, 17);
    for (const catalog of all) assert.ok(catalog.sources.length > 0, `${catalog.dir} has no sources`);
    const owned = all.flatMap((catalog) => catalog.sources);
    assert.equal(new Set(owned).size, owned.length, 'a source file belongs to two catalogs');
  });

  it('match their sources in English and Swahili: nothing missing, nothing unused', () => {
    const problems = all.flatMap((catalog, i) =>
      catalogProblems(catalog.dir, {
        extracted: extracted[i],
        english: readCatalog(catalog, 'en'),
        translations: Object.fromEntries(languages.map((lang) => [lang, readCatalog(catalog, lang)])),
      }),
    );
    assert.deepEqual(problems, []);
  });
});

describe('the catalog check', () => {
  const extracted = { 'a.title': 'Title', 'a.count': '{n} items' };
  const check = (english, sw) => catalogProblems('lib', { extracted, english, translations: { sw } });

  it('passes catalogs that match their declarations', () => {
    assert.deepEqual(check({ ...extracted }, { 'a.title': 'Kichwa', 'a.count': 'vitu {n}' }), []);
  });

  it('fails on an id missing in either language, or present in a catalog and declared nowhere', () => {
    assert.deepEqual(
      check(
        { 'a.title': 'Title', 'a.old': 'Old' },
        { 'a.title': 'Kichwa', 'a.gone': 'Zamani', 'a.count': ' ' },
      ),
      [
        'lib/messages/en.json: a.count is declared in the sources but missing (npm run i18n:extract)',
        'lib/messages/en.json: a.old is declared nowhere in the sources (npm run i18n:extract)',
        'lib/messages/sw.json: a.gone is declared nowhere in the sources: remove it',
        'lib/messages/sw.json: a.count has no text (npm run i18n:export -- sw, then i18n:import)',
      ],
    );
  });

  it('fails on an English text edited in the catalog instead of its declaration', () => {
    assert.match(
      check({ ...extracted, 'a.title': 'Heading' }, { 'a.title': 'K', 'a.count': 'v {n}' })[0],
      /a.title differs/,
    );
  });
});

describe('the lint rules of messages', () => {
  const eslint = new ESLint({ cwd: root });
  const lint = async (code, filePath = 'libs/shared/ui/src/demo.tsx') => {
    const [result] = await eslint.lintText(code, { filePath });
    return result.messages.map((message) => message.ruleId);
  };
  const fixture = `import { defineMessages, useIntl } from 'react-intl';
const messages = defineMessages({
  title: { id: 'shared.demo.title', defaultMessage: 'Demo', description: 'Heading of the demo' },
});
export function Demo() {
  const intl = useIntl();
  return <h2 title={intl.formatMessage(messages.title)}>{intl.formatMessage(messages.title)} →{' '}</h2>;
}
`;

  it('pass a declared message with a description, and a space or an arrow written in JSX', async () => {
    assert.deepEqual(await lint(fixture), []);
  });

  it('fail on a message without a description', async () => {
    const code = fixture.replace(", description: 'Heading of the demo'", '');
    assert.ok((await lint(code)).includes('formatjs/enforce-description'));
  });

  it('fail on text written into JSX, and into an attribute a visitor reads', async () => {
    assert.deepEqual(await lint(fixture.replace('→', 'Read more →')), ['formatjs/no-literal-string-in-jsx']);
    assert.deepEqual(
      await lint(fixture.replace('title={intl.formatMessage(messages.title)}', 'aria-label="Demo"')),
      ['formatjs/no-literal-string-in-jsx'],
    );
  });

  it('fail on a message built from an id alone, and on invalid ICU', async () => {
    const byId = fixture.replace(
      '{intl.formatMessage(messages.title)} →',
      "{intl.formatMessage({ id: 'shared.demo.title' })} →",
    );
    assert.ok((await lint(byId)).includes('formatjs/enforce-description'));
    assert.ok((await lint(fixture.replace("'Demo'", "'Demo {'"))).includes('formatjs/no-invalid-icu'));
  });

  it('let a spec (or a story) show test data in JSX', async () => {
    const story = fixture.replace('→', 'Sample text');
    assert.deepEqual(await lint(story, 'libs/shared/ui/src/demo.spec.tsx'), []);
  });
});

describe("a translator's file", () => {
  const scratch = mkdtempSync(join(tmpdir(), 'translations-'));
  after(() => rmSync(scratch, { recursive: true, force: true }));
  const run = (...args) =>
    execFileSync(process.execPath, [join(root, 'tools/i18n/messages.mjs'), ...args], {
      cwd: root,
      encoding: 'utf8',
      // A refusal's message comes back in the error, not as a stack trace in the test run's log.
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const file = join(scratch, 'sw.json');
  const all = catalogs();
  const shell = all.find((catalog) => catalog.dir === 'apps/site/src');
  const swFiles = all.map((catalog) => join(root, catalog.file('sw')));
  const committed = swFiles.map((path) => readFileSync(path, 'utf8'));
  const restore = () => swFiles.forEach((path, i) => writeFileSync(path, committed[i]));
  after(restore);

  it('holds every message with its English text, description and Swahili text', () => {
    run('export', 'sw', file);
    const entries = JSON.parse(readFileSync(file, 'utf8'));
    assert.deepEqual(entries['shell.nav.label'], {
      defaultMessage: 'Main menu',
      description: 'Name of the main menu (read by screen readers), in the header and in the menu on phones',
      translation: readCatalog(shell, 'sw')['shell.nav.label'],
    });
    for (const [id, entry] of Object.entries(entries))
      assert.ok(entry.description, `${id} has no description`);
  });

  it('read back unchanged, leaves every catalog as it was', () => {
    run('import', 'sw', file);
    assert.deepEqual(
      swFiles.map((path) => readFileSync(path, 'utf8')),
      committed,
    );
  });

  it('reads back into the catalogs: a new translation lands, a wrong placeholder is refused', () => {
    const entries = JSON.parse(readFileSync(file, 'utf8'));
    entries['shell.nav.label'].translation = 'Menyu kuu ya tovuti';
    writeFileSync(file, JSON.stringify(entries));
    run('import', 'sw', file);
    assert.equal(readCatalog(shell, 'sw')['shell.nav.label'], 'Menyu kuu ya tovuti');

    const home = readCatalog(shell, 'sw')['shell.home'];
    entries['shell.home'].translation = '{jina}, ukurasa wa mwanzo';
    writeFileSync(file, JSON.stringify(entries));
    assert.throws(
      () => run('import', 'sw', file),
      /shell\.home: placeholders \{jina\} ≠ the English \{brand\}[\s\S]*nothing written/,
    );
    assert.equal(readCatalog(shell, 'sw')['shell.home'], home, 'a refused file writes nothing');
  });
});
