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
  // The facts give US$5m (S51): the same figure in another currency vouches for nothing.
  ['amount', 'Win up to TSh 5,000,000.', 'TSh 5,000,000'],
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

/**
 * The checker's lines for the seed with the texts of `claims` planted in the title of a published
 * block (then `edit` applied to the page), and that block's index.
 */
function checkWithPublished(claims, edit = () => {}) {
  let at = -1;
  const lines = checkWithPlanted((page) => {
    at = published(page);
    page.blocks[at].title = claims.map(([, text]) => text).join(' ');
    edit(page);
  });
  return { lines, at };
}

/** Asserts that `lines` name each of `claims`, as `says(kind, raw)` puts it. */
function assertEachNamed(lines, claims, says) {
  for (const [kind, , raw] of claims)
    assert.ok(
      lines.some((l) => l.includes(says(kind, raw))),
      `no ${kind} "${raw}" in:\n${lines.join('\n')}`,
    );
}

describe('check-claims on the seed', () => {
  it('fails on each planted invented claim in a published field, naming its kind', () => {
    const { lines, at } = checkWithPublished(PLANTED);
    assertEachNamed(
      lines,
      PLANTED,
      (kind, raw) => `blocks[${at}].title: ${kind} "${raw}" is not in the facts`,
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

describe('claims written in words (issue 46)', () => {
  const names = { ...vocab, names: [...vocab.names, 'The Best'] };
  const words = (text) =>
    claimsIn(text, names).map((c) => (c.statement ? `${c.kind}@[${c.anchors.join(',')}]` : c.key));

  it('reads counts written as words as the figures they are, in both languages', () => {
    assert.deepEqual(words('up to three paid days a year'), ['number:3']);
    assert.deepEqual(words('plant a million trees'), ['number:1000000']);
    assert.deepEqual(words('kupanda miti milioni moja'), ['number:1000000']);
    assert.deepEqual(words('walimu wawili'), ['number:2']);
    assert.deepEqual(words('millions of customers'), ['count@[]']);
  });

  it('finds the promises, superlatives and coverage a text makes, and what each is about', () => {
    assert.deepEqual(words('will contact you within two working days'), ['number:2', 'duration@[number:2]']);
    assert.deepEqual(words('atakupigia ndani ya siku mbili za kazi'), ['number:2', 'duration@[number:2]']);
    assert.deepEqual(words("Grow your business on Tanzania's biggest network"), ['superlative@[]']);
    assert.deepEqual(words('Browsing the app does not use your data bundle.'), ['no data@[]']);
    assert.deepEqual(words('Call 100 from any phone.'), ['code:100', 'any phone@[number:100]']);
    assert.deepEqual(words('Piga 100 kutoka simu yoyote.'), ['code:100', 'any phone@[number:100]']);
    assert.deepEqual(words('Calls to 100 are toll-free.'), ['number:100', 'free@[number:100]']);
    assert.deepEqual(words('Agents in every region.'), ['coverage@[]']);
    // Not promises: a name, a disclaimer, an idiom.
    assert.deepEqual(words('The Best of music'), []);
    assert.deepEqual(words('returns are not guaranteed'), []);
    assert.deepEqual(words('inaingizwa moja kwa moja'), []);
  });
});

// The six claims in words the review found published, and the "any phone" advice.
const WORD_CLAIMS = [
  [
    'duration',
    'A Vodacom Business advisor will contact you within two working days.',
    'within two working days',
  ],
  ['number', 'Every employee can take up to three paid days a year to volunteer.', 'three'],
  ['number', 'After three months of regular till payments you can qualify.', 'three'],
  ['number', 'Plant a million trees.', 'a million'],
  ['no data', 'Browsing the app does not use your data bundle.', 'does not use your data'],
  ['superlative', "Tanzania's biggest network.", 'biggest'],
  ['any phone', 'Call 100 from any phone to block your line.', 'any phone'],
];

describe('check-claims on the seed: claims in words', () => {
  it('fails on each claim in words planted in a published field, and on a statement about nothing sourced', () => {
    const { lines } = checkWithPublished(WORD_CLAIMS, (page) => {
      // A count that some fact also gives (3: "a 3-year deal", S40; "a 3-year term", S6) still needs
      // its source named, and naming S60 does not name S6.
      page.editorNote = 'Homepage for the test: only customer care 100 is sourced here (S60).';
    });
    assertEachNamed(lines, WORD_CLAIMS, (kind, raw) => `${kind} "${raw}"`);
  });

  it('passes a statement a fact vouches for ("100 … toll-free", S60) once the note names its source', () => {
    const lines = checkWithPlanted((page) => {
      page.blocks[published(page)].title = 'Call 100 in Swahili, toll-free from your Vodacom line.';
      page.editorNote = `${page.editorNote} Sourced: 100 toll-free (S60).`;
    });
    assert.deepEqual(
      lines.filter((l) => /free "toll-free"|code "Call 100"/.test(l)),
      [],
      lines.join('\n'),
    );
  });
});

describe('check-links on the seed', () => {
  it('lists an app store link that is not the one source, a link still to verify and a code no fact gives', () => {
    const cta = (primary, secondary) => ({
      __component: 'blocks.call-to-action',
      title: 'Links',
      primaryAction: { label: 'One', href: primary, variant: 'primary' },
      secondaryAction: { label: 'Two', href: secondary, variant: 'secondary' },
    });
    const lines = checkWithPlanted((page) => {
      page.blocks.push(
        cta('https://play.google.com/store/apps/details?id=com.vodacom.mpesa.tz', 'tel:*149*99%23'),
        { sample: true, ...cta('https://www.facebook.com/VodacomTanzania', 'tel:*149*98%23') },
        cta('https://www.facebook.com/VodacomTanzania', 'tel:100'),
      );
    });
    // Only the published block's facebook link and unsourced code are listed; tel:100 is sourced (S60).
    assert.equal(lines.filter((l) => /facebook account/.test(l)).length, 1, lines.join('\n'));
    assert.deepEqual(
      lines.filter((l) => /calls /.test(l)).map((l) => l.replace(/^.*calls (\S+),.*$/, '$1')),
      ['*149*99#'],
    );
    assert.ok(
      lines.some((l) =>
        /app store link .*com\.vodacom\.mpesa\.tz is not the one of sourced\.json links\.apps/.test(l),
      ),
      lines.join('\n'),
    );
    assert.ok(
      lines.some((l) => /calls \*149\*99#, which is not a code of the facts/.test(l)),
      lines.join('\n'),
    );
    assert.ok(
      lines.some((l) => /the facebook account .* is to verify/.test(l)),
      lines.join('\n'),
    );
  });
});
