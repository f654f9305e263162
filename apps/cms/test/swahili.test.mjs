// Offline: the Swahili check (scripts/check-swahili.mjs) counts English words inside Swahili text,
// page by page, leaving names, units, codes and Swahili words spelled like English ones aside.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appDir } from './helpers.mjs';
import { checkSwahili, englishCounts, englishIn, vocabulary } from '../scripts/check-swahili.mjs';
import { glossary } from '../scripts/glossary.mjs';
import { seedDocuments } from '../scripts/seed-documents.mjs';

const vocab = vocabulary();

describe('English words in Swahili text', () => {
  it('counts English words inside a Swahili sentence, not names, units, codes or Swahili words', () => {
    const text =
      'Nunua kifurushi cha data kwa *149*01# kwenye My Vodacom App, kisha washa roaming na router yako ' +
      'wiki hii; pale Vodacom Foundation ilipo, mama anapata SMS ya PIN. Tembelea https://www.example.co.tz/help.';
    assert.deepEqual(englishIn(text, vocab), ['roaming', 'router']);
  });

  it('leaves ICU syntax of the catalogs aside', () => {
    assert.deepEqual(englishIn('{count, plural, one {kitu # kimoja} other {vitu #}}', vocab), []);
  });

  it('has no more than 3 on any Swahili page of the seed and none on the chrome', () => {
    const counts = englishCounts();
    assert.ok(counts.filter((c) => c.chrome).length > 10, 'the sidebar and the catalogs are read');
    const over = counts.filter((c) => c.words.length > (c.chrome ? 0 : 3));
    assert.deepEqual(over, []);
  });

  it('fails a page with 4 English words and prints the count of each page', () => {
    const seed = mkdtempSync(join(tmpdir(), 'swahili-check-'));
    try {
      cpSync(join(appDir, 'seed'), seed, { recursive: true });
      const file = join(seed, 'pages', 'mobile', 'internet.sw.json');
      const page = JSON.parse(readFileSync(file, 'utf8'));
      page.blocks[0].title = 'Download cloud yetu online kwa router';
      writeFileSync(file, JSON.stringify(page));
      const run = spawnSync(process.execPath, ['scripts/check-swahili.mjs'], {
        cwd: appDir,
        env: { ...process.env, SEED_DIR: seed },
        encoding: 'utf8',
      });
      assert.equal(run.status, 1);
      assert.match(run.stdout, /4 {2}pages\/mobile\/internet\.sw\.json: download, cloud, online, router/);
      assert.match(
        run.stdout,
        /pages\/mobile\/internet\.sw\.json:\/: 4 English word\(s\) in Swahili \(at most 3 on a page\)/,
      );
      assert.match(run.stdout, /"router": the glossary's Swahili for "router" is "ruta"/);
    } finally {
      rmSync(seed, { recursive: true, force: true });
    }
  });
});

describe('the wrong forms of docs/glossary.md (issue 46)', () => {
  const { wrongForms } = glossary();
  const forms = wrongForms.flatMap((form) => form.wrong);

  it('lists each slip the review found', () => {
    for (const slip of [
      'Kuhusu na wawekezaji',
      'Vigezo na masharti vya',
      'Kwa nini ununue Vodacom',
      'fedha za udhamini',
      'Viwango vya M-Pesa',
      'kuangalia gawio lako',
      'waratibu pamoja na wahudumu wa vituo',
      'Kulipa kunajiendesha',
      'Mfumo Mkuu wa Hifadhi',
      'Tikisa Ushinde',
      'My Vodacom App',
      'mfano.com',
      '0712 345 678',
    ])
      assert.ok(forms.includes(slip), `"${slip}" is not a wrong form of the glossary`);
  });

  it('refuses each of them in a Swahili page of the seed and in a Swahili catalog, whatever the case', () => {
    const docs = seedDocuments();
    const page = docs.find((d) => d.locale === 'sw' && d.file === 'pages/mobile/internet.sw.json');
    page.data = structuredClone(page.data);
    page.data.blocks[0].title = forms.map((f) => f.toLowerCase()).join(' / ');
    const catalog = { file: 'libs/test/src/messages/sw.json', messages: {} };
    forms.forEach((form, i) => (catalog.messages[`test.slip.${i}`] = `Maandishi: ${form}.`));
    const problems = checkSwahili(docs, [catalog]);
    for (const form of forms) {
      assert.ok(
        problems.some(
          (p) => p.startsWith('pages/mobile/internet.sw.json:blocks[0].title') && p.includes(`"${form}"`),
        ),
        `"${form}" passes in the seed`,
      );
      assert.ok(
        problems.some((p) => p.startsWith('libs/test/src/messages/sw.json:') && p.includes(`"${form}"`)),
        `"${form}" passes in a catalog`,
      );
    }
  });

  it('finds none of them in the seed and the catalogs as they are', () => {
    const slips = checkSwahili().filter((p) => forms.some((f) => p.includes(`"${f}"`)));
    assert.deepEqual(slips, []);
  });

  it('refuses a business service title in title case', () => {
    const docs = seedDocuments();
    const service = docs.find((d) => d.type === 'vbu-services' && d.locale === 'sw');
    service.data = { ...service.data, title: 'Intaneti ya Biashara na Faiba' };
    assert.ok(checkSwahili(docs, []).some((p) => p.includes('business service titles are in sentence case')));
  });
});
