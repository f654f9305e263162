// Offline: the claims checker (scripts/check-claims.mjs) on the real seed with planted invented
// figures of every kind. It must find each one in a published part, and none inside a sample part.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appDir } from './helpers.mjs';
import { claimsIn } from '../scripts/claims.mjs';

const vocab = { names: ['M-Pesa', 'Vodacom Tanzania'], people: [], common: new Set(['annual', 'general']) };
const keys = (text) => claimsIn(text, vocab).map((c) => c.key);

describe('claims in a text', () => {
  it('keys a figure the same in English and in Swahili', () => {
    assert.deepEqual(keys('profit TZS 47.554bn'), keys('faida TSh bilioni 47.554'));
    assert.deepEqual(keys('listed on 15 Aug 2017'), keys('iliorodheshwa 15 Agosti 2017'));
    assert.deepEqual(keys('60% of profit'), keys('asilimia 60 ya faida'));
    assert.deepEqual(keys('over 10 million users'), keys('watumiaji zaidi ya milioni 10'));
    assert.deepEqual(keys('from 8 p.m.'), keys('from 20:00'));
  });

  it('finds every kind, and not the names the vocabulary knows nor Markdown numbering', () => {
    const text =
      '## 2. Fees\nM-Pesa by Vodacom Tanzania: TZS 500 a day, 3% off, from 1 July 2026 at 09:00, dial *149*99#, ' +
      'call 0754 123 456, write to help@example.com or visit Plot 12, Samora Avenue. Annual General Meeting ' +
      'chaired by Neema Mwakalinga for 30 days in FY2024/25.';
    const kinds = claimsIn(text, vocab).map((c) => `${c.kind} ${c.raw}`);
    assert.deepEqual(kinds.sort(), [
      'address Plot 12',
      'address Samora Avenue',
      'amount TZS 500',
      'code *149*99#',
      'date 1 July 2026',
      'email help@example.com',
      'name Neema Mwakalinga',
      'number 30',
      'percentage 3%',
      'phone 0754 123 456',
      'time 09:00',
      'year FY2024/25',
    ]);
  });
});

// One invented claim of each kind, planted in a published part of a page and again in a sample part.
const PLANTED = [
  ['amount', 'Save TZS 47,000 every month.', 'TZS 47,000'],
  ['percentage', 'Earn 12.5% a year.', '12.5%'],
  ['date', 'From 3 March 2026.', '3 March 2026'],
  ['code', 'Dial *149*99# to join.', '*149*99#'],
  ['phone', 'Call 0754 123 456.', '0754 123 456'],
  ['address', 'Visit us at Plot 12, Samora Avenue.', 'Plot 12'],
  ['name', 'Ask for Neema Mwakalinga.', 'Neema Mwakalinga'],
];

function checkWithPlanted(plant) {
  const seed = mkdtempSync(join(tmpdir(), 'claims-check-'));
  try {
    cpSync(join(appDir, 'seed'), seed, { recursive: true });
    const file = join(seed, 'pages', 'mobile', 'home.en.json');
    const page = JSON.parse(readFileSync(file, 'utf8'));
    plant(page);
    writeFileSync(file, JSON.stringify(page));
    const run = spawnSync(process.execPath, ['scripts/check-seed.mjs', 'pages/mobile/home.en'], {
      cwd: appDir,
      env: { ...process.env, SEED_DIR: seed },
      encoding: 'utf8',
    });
    return run.stdout.split('\n').filter((line) => line.startsWith('pages/mobile/home.en.json:'));
  } finally {
    rmSync(seed, { recursive: true, force: true });
  }
}

const published = (page) => page.blocks.findIndex((b) => !b.sample && typeof b.title === 'string');

describe('check-claims on the seed', () => {
  it('fails on each planted invented claim in a published field, naming its kind', () => {
    let at = -1;
    const lines = checkWithPlanted((page) => {
      at = published(page);
      page.blocks[at].title = PLANTED.map(([, text]) => text).join(' ');
    });
    for (const [kind, , raw] of PLANTED)
      assert.ok(
        lines.some((l) => l.includes(`blocks[${at}].title: ${kind} "${raw}" is not in the facts`)),
        `no ${kind} "${raw}" in:\n${lines.join('\n')}`,
      );
  });

  it('passes the same claims inside a part marked sample, and asks for the source of a sourced one', () => {
    const lines = checkWithPlanted((page) => {
      const at = published(page);
      page.blocks[at] = { sample: true, ...page.blocks[at] };
      page.blocks[at].title = PLANTED.map(([, text]) => text).join(' ');
      page.blocks[published(page)].title = 'Listed on the DSE on 15 August 2017.';
      page.editorNote = 'Homepage with a figure whose source is not named here, for the test.';
    });
    assert.ok(
      lines.some((l) => /date "15 August 2017" is sourced by .*S37.*name it in the editorNote/.test(l)),
      lines.join('\n'),
    );
    assert.deepEqual(
      lines.filter((l) => PLANTED.some(([, , raw]) => l.includes(`"${raw}"`))),
      [],
    );
  });
});
