// Offline checks: generated schemas, seed files, Markdown conversion, form validation rules.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { appDir } from './helpers.mjs';
import { checkSeed } from '../scripts/check-seed.mjs';
import { generate } from '../scripts/generate-schemas.mjs';

const require = createRequire(import.meta.url);
const model = require('../model/index.js');
const { markdownToBlocks } = require('../src/seed/markdown.js');
const { validateSubmission, normalisePhone } = require('../src/forms/validate.js');

describe('content model', () => {
  it('has the 20 blocks of the contract', () => {
    const blocks = Object.keys(model.components).filter((k) => k.startsWith('blocks.'));
    assert.equal(blocks.length, 20);
  });

  it('generates a localised single type with draft/publish for every manifest page', () => {
    generate();
    for (const endpoint of Object.keys(model.pages.pageTypes())) {
      const file = join(appDir, 'src/api', endpoint, 'content-types', endpoint, 'schema.json');
      const schema = JSON.parse(readFileSync(file, 'utf8'));
      assert.equal(schema.kind, 'singleType');
      assert.equal(schema.options.draftAndPublish, true);
      assert.equal(schema.pluginOptions.i18n.localized, true);
      assert.equal(schema.attributes.editorNote.private, true);
      assert.equal(schema.attributes.blocks.components.length, 20);
    }
  });

  it('keeps form types create-only, unlocalised and without drafts', () => {
    for (const def of Object.values(model.forms)) {
      const dir = join(appDir, 'src/api', def.singular);
      const schema = JSON.parse(
        readFileSync(join(dir, 'content-types', def.singular, 'schema.json'), 'utf8'),
      );
      assert.equal(schema.options.draftAndPublish, false);
      assert.deepEqual(schema.pluginOptions, {});
      assert.match(readFileSync(join(dir, 'routes', `${def.singular}.js`), 'utf8'), /"only":\["create"\]/);
    }
  });
});

describe('seed content', () => {
  it('every seed file matches the content model (scripts/check-seed.mjs)', () => {
    const problems = checkSeed();
    assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
  });

  it('check-seed reports schema, media, href, icon and translation problems', () => {
    const seed = mkdtempSync(join(tmpdir(), 'seed-check-'));
    try {
      mkdirSync(join(seed, 'pages', 'mobile'), { recursive: true });
      mkdirSync(join(seed, 'media'), { recursive: true });
      writeFileSync(join(seed, 'media', 'a.svg'), '<svg/>');
      const en = {
        title: 'Home',
        blocks: [
          {
            __component: 'blocks.hero',
            title: 'Fast internet for everyone in the country',
            image: 'media:nope.svg',
            primaryAction: { label: 'Go', href: 'javascript:alert(1)' },
          },
          { __component: 'blocks.feature-list', features: [{ title: 'F', icon: 'rocket' }] },
          { __component: 'blocks.unknown' },
          { __component: 'blocks.event-calendar', category: 'sports', colour: 'red' },
        ],
      };
      const sw = { title: 'Nyumbani', blocks: [{ ...en.blocks[0] }, en.blocks[1]] };
      writeFileSync(join(seed, 'pages', 'mobile', 'home.en.json'), JSON.stringify(en));
      writeFileSync(join(seed, 'pages', 'mobile', 'home.sw.json'), JSON.stringify(sw));
      const run = spawnSync(process.execPath, ['scripts/check-seed.mjs', 'pages/mobile/home.'], {
        cwd: appDir,
        env: { ...process.env, SEED_DIR: seed },
        encoding: 'utf8',
      });
      assert.equal(run.status, 1);
      for (const expected of [
        'home.en.json:blocks[0](blocks.hero).image: media "nope.svg" is not in seed/media',
        'home.en.json:blocks[0](blocks.hero).primaryAction.href: href scheme not allowed',
        'home.en.json:blocks[1](blocks.feature-list).features[0].icon: icon "rocket" is not in the icon set',
        'home.en.json:blocks[2]: unknown component "blocks.unknown"',
        'home.en.json:blocks[3](blocks.event-calendar).category: "sports" is not one of',
        'home.en.json:blocks[3](blocks.event-calendar).colour: unknown field',
        'home.sw.json:blocks: en and sw blocks differ',
      ]) {
        assert.ok(run.stdout.includes(expected), `expected "${expected}" in:\n${run.stdout}`);
      }
      const same = { title: 'Home', blocks: [en.blocks[0], en.blocks[1]] };
      writeFileSync(join(seed, 'pages', 'mobile', 'home.en.json'), JSON.stringify(same));
      const run2 = spawnSync(process.execPath, ['scripts/check-seed.mjs', 'pages/mobile/home.'], {
        cwd: appDir,
        env: { ...process.env, SEED_DIR: seed },
        encoding: 'utf8',
      });
      assert.ok(
        run2.stdout.includes('home.sw.json:blocks[0].title: sw text is identical to en'),
        run2.stdout,
      );
    } finally {
      rmSync(seed, { recursive: true, force: true });
    }
  });
});

describe('Markdown subset → Strapi blocks', () => {
  it('converts headings, paragraphs, lists, bold, italic and links', () => {
    const blocks = markdownToBlocks(
      '## Title\n\nSend **money** *fast* via [M-Pesa](/mpesa).\n\n- one\n- two\n\n1. first\n2. second\n\n### Small',
    );
    assert.deepEqual(
      blocks.map((b) => b.type),
      ['heading', 'paragraph', 'list', 'list', 'heading'],
    );
    assert.equal(blocks[0].level, 2);
    assert.equal(blocks[4].level, 3);
    assert.deepEqual(blocks[1].children, [
      { type: 'text', text: 'Send ' },
      { type: 'text', text: 'money', bold: true },
      { type: 'text', text: ' ' },
      { type: 'text', text: 'fast', italic: true },
      { type: 'text', text: ' via ' },
      { type: 'link', url: '/mpesa', children: [{ type: 'text', text: 'M-Pesa' }] },
      { type: 'text', text: '.' },
    ]);
    assert.equal(blocks[2].format, 'unordered');
    assert.equal(blocks[3].format, 'ordered');
    assert.equal(blocks[3].children.length, 2);
  });
});

describe('form validation', () => {
  it('normalises Tanzanian phone numbers', () => {
    assert.equal(normalisePhone('0712 345 678'), '+255712345678');
    assert.equal(normalisePhone('+255712345678'), '+255712345678');
    assert.equal(normalisePhone('+254712345678'), null);
    assert.equal(normalisePhone('071234567'), null);
  });

  it('requires conditional fields', () => {
    const rules = model.forms['business-community-signups'].rules;
    const { errors } = validateSubmission(rules, {
      businessName: 'B',
      name: 'N',
      email: 'n@e.co',
      msisdn: '0754000111',
      heardFrom: 'influencer',
      businessSize: 'sole',
      serviceNeeded: 'other',
    });
    assert.deepEqual(errors.map((e) => `${e.path.join('.')}:${e.message}`).sort(), [
      'customServiceName:required',
      'influencerName:required',
    ]);
  });

  it('refuses unknown fields', () => {
    const { errors } = validateSubmission(model.forms['shareholder-forms'].rules, { hacker: 1 });
    assert.ok(errors.some((e) => e.path[0] === 'hacker' && e.message === 'unknown_field'));
  });
});

assert.ok(existsSync(appDir));

describe('markdown to Strapi blocks', () => {
  const { markdownToBlocks } = require('../src/seed/markdown.js');
  it('keeps USSD codes as plain text and still reads italics, bold and links', () => {
    const [paragraph] = markdownToBlocks(
      'Dial *149*01# or *150*00#, open *My Account*, **save** at [M-Pesa](/mpesa).',
    );
    const texts = paragraph.children.map((child) => child.text ?? child.children?.[0]?.text);
    assert.equal(paragraph.children[0].text, 'Dial *149*01# or *150*00#, open ');
    assert.deepEqual(
      paragraph.children.filter((child) => child.italic).map((child) => child.text),
      ['My Account'],
    );
    assert.ok(
      texts.includes('save') &&
        paragraph.children.some((child) => child.type === 'link' && child.url === '/mpesa'),
    );
  });
});
