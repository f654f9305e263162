// Offline checks: generated schemas, seed files, Markdown conversion, form submission columns.
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
const blockCount = Object.keys(model.components).filter((k) => k.startsWith('blocks.')).length;

describe('content model', () => {
  it("has the 19 shared blocks of the contract, then the domains' own (model/domains)", () => {
    const blocks = Object.keys(model.components).filter((k) => k.startsWith('blocks.'));
    const shared = Object.keys(require('../model/blocks').shared).map((name) => `blocks.${name}`);
    assert.equal(shared.length, 19);
    assert.deepEqual(blocks.slice(0, shared.length), shared);
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
      assert.equal(schema.attributes.blocks.components.length, blockCount);
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

describe('form submission columns', () => {
  // PostgreSQL refuses what does not fit (a 500 and a lost submission): every limit of the shared
  // rules must fit its column.
  const INT32 = 2 ** 31 - 1;
  const attributesOf = (def) => [
    ...Object.entries(def.attributes).map(([name, attr]) => [name, attr, def.rules.fields[name]]),
  ];

  it('derive every field of the shared rules, with limits inside the column types', () => {
    const problems = [];
    const check = (where, attr, rule) => {
      if (attr.type === 'string' && !(attr.maxLength <= 255)) problems.push(`${where}: string over 255`);
      if (rule?.max !== undefined && attr.maxLength !== undefined && rule.max > attr.maxLength)
        problems.push(`${where}: rule max ${rule.max} > column ${attr.maxLength}`);
      if (attr.type === 'integer' && !(rule.min >= -INT32 - 1 && rule.max <= INT32))
        problems.push(`${where}: integer bounds outside 32 bits`);
      if (attr.type === 'biginteger' && !(rule.max <= Number.MAX_SAFE_INTEGER))
        problems.push(`${where}: biginteger beyond exact numbers`);
      if (attr.type === 'date' && !(rule.min >= '0001-01-01' && rule.max <= '9999-12-31'))
        problems.push(`${where}: dates outside 0001–9999`);
      if (attr.type === 'enumeration' && rule && attr.enum.join() !== rule.values.join())
        problems.push(`${where}: enumeration differs from the rule`);
    };
    for (const [plural, def] of Object.entries(model.forms)) {
      const fields = Object.keys(def.rules.fields).filter((name) => name !== 'locale');
      assert.deepEqual(
        Object.keys(def.attributes).filter((name) => !['language', 'reference'].includes(name)),
        fields,
        plural,
      );
      for (const [name, attr, rule] of attributesOf(def)) {
        check(`${plural}.${name}`, attr, rule);
        if (rule?.kind === 'list') {
          const component = model.components[attr.component].attributes;
          for (const [item, itemRule] of Object.entries(rule.of))
            check(`${plural}.${name}.${item}`, component[item], itemRule);
        }
      }
      assert.deepEqual(def.attributes.language.enum, def.rules.fields.locale.values);
    }
    assert.deepEqual(problems, []);
  });

  it('keeps money in whole shillings in 64-bit columns', () => {
    const line = model.components['forms.budget-line'].attributes;
    assert.equal(line.unitCost.type, 'biginteger');
    assert.equal(line.quantity.type, 'integer');
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
