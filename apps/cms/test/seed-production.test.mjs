// SEED_MODE=production against a freshly seeded Strapi: nothing the seed marks as sample (people,
// results, figures, contacts, unverified codes) is published, everything the public API serves states
// only sourced claims (scripts/check-claims.mjs on the API's answers: every amount, percentage, date,
// time, number, code, phone number, e-mail address, street address and name), the sample tariff is a
// draft, and every entry carries an editor note.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { getJson, pool, queryDb, runScript, startStrapi } from './helpers.mjs';
import { seedDocuments, walkFields } from '../scripts/seed-documents.mjs';
import { heldBackPages } from '../scripts/go-live.mjs';
import { documentClaimProblems, factIndex, sourced, strings, vocabulary } from '../scripts/check-claims.mjs';

const require = createRequire(import.meta.url);
const model = require('../model/index.js');

let cms;
let api;
const published = []; // { where, attributes, body } of every published document locale

// Texts that the seed writes only inside sample items: none of them may reach the public.
function sampleOnlyTexts() {
  const inSample = new Map();
  const outside = new Set();
  for (const doc of seedDocuments()) {
    walkFields(doc.attributes, doc.data, (value, { attr, sample }) => {
      if (
        typeof value !== 'string' ||
        attr.private ||
        value.length < 20 ||
        /^(https?:|tel:|mailto:|\/)/.test(value)
      )
        return;
      if (sample) inSample.set(value, doc.file);
      else outside.add(value);
    });
  }
  return [...inSample].filter(([text]) => !outside.has(text));
}

before(async () => {
  cms = await startStrapi({ env: { SEED_MODE: 'production', SEED_TEST_FIXTURES: 'false' } });
  api = `${cms.base}/api`;
  console.log(`# Strapi started and seeded in ${cms.startMs} ms (${cms.seedSummary() || 'no seed summary'})`);
  const pageTypes = Object.keys(model.pages.pageTypes());
  await pool(pageTypes, 6, async (endpoint) => {
    for (const locale of model.LOCALES) {
      const res = await getJson(`${api}/${endpoint}?locale=${locale}&populate=deep,10`);
      if (res.status === 200 && res.body.data)
        published.push({
          where: `${endpoint} (${locale})`,
          attributes: model.pages.pageAttributes(),
          body: res.body.data,
        });
    }
  });
  for (const type of [...Object.keys(model.collectionTypes), 'sidebar']) {
    for (const locale of model.LOCALES) {
      const path = type === 'sidebar' ? 'sidebar' : `${type}?pagination[pageSize]=200`;
      const res = await getJson(
        `${api}/${path}${path.includes('?') ? '&' : '?'}locale=${locale}&populate=deep,10`,
      );
      const data = res.status === 200 ? res.body.data : null;
      const attributes =
        type === 'sidebar' ? model.sidebar.attributes : model.collectionTypes[type].attributes;
      for (const entry of Array.isArray(data) ? data : data ? [data] : [])
        published.push({
          where: `${type}/${entry.slug ?? entry.documentId} (${locale})`,
          attributes,
          body: entry,
        });
    }
  }
});

after(async () => {
  if (cms) await cms.stop();
});

describe('SEED_MODE=production', () => {
  it('logs the mode and publishes every page in both languages but the ones held back', () => {
    assert.match(cms.seedSummary(), /production mode/);
    assert.doesNotMatch(cms.logs(), /seed: could not load/);
    const held = new Set(heldBackPages());
    assert.ok(held.has('general-term') && held.has('privacy-policy'), 'the bare legal pages are held back');
    const missing = [];
    for (const endpoint of Object.keys(model.pages.pageTypes()))
      for (const locale of model.LOCALES)
        if (!held.has(endpoint) && !published.some((p) => p.where === `${endpoint} (${locale})`))
          missing.push(`${endpoint} (${locale})`);
    assert.deepEqual(missing, [], `pages not published:\n${missing.join('\n')}`);
  });

  it('holds back a page left with only its hero and calls to action: a draft for editors, 404 to the public', async () => {
    const held = heldBackPages();
    for (const endpoint of held)
      for (const locale of model.LOCALES) {
        const res = await getJson(`${api}/${endpoint}?locale=${locale}`);
        assert.equal(res.status, 404, `${endpoint} (${locale}) is published`);
        const [{ n }] = await queryDb(
          cms.dbEnv,
          `SELECT count(*) AS n FROM page_${endpoint.replace(/-/g, '_')} WHERE locale = '${locale}' AND published_at IS NULL`,
        );
        assert.equal(Number(n), 1, `${endpoint} (${locale}) has no draft`);
      }
    const bare = published
      .filter((p) => Array.isArray(p.body.blocks))
      .filter(
        (p) => !p.body.blocks.some((b) => !['blocks.hero', 'blocks.call-to-action'].includes(b.__component)),
      )
      .map((p) => p.where);
    assert.deepEqual(bare, [], 'pages published with nothing but a hero and calls to action');
  });

  it('publishes none of the claims in words of issue 46, no "any phone" advice and no placeholder address', () => {
    const refused = [
      /within two working days|ndani ya siku mbili za kazi/i,
      /three paid days|siku tatu zenye malipo/i,
      /three months of regular till|miezi mitatu ya malipo/i,
      /a million trees|miti milioni/i,
      /does not use your data|haitumii (?:data|kifurushi)|hakutumii kifurushi/i,
      /biggest network|mtandao mkubwa zaidi/i,
      /from any phone|kutoka simu yoyote/i,
      /example\.com|\.example\b/i,
    ];
    const found = [];
    for (const { where, body } of published)
      for (const text of strings(body))
        for (const re of refused) if (re.test(text)) found.push(`${where}: ${re} in "${text.slice(0, 80)}"`);
    assert.deepEqual(found, []);
  });

  it('turns the sample-content switch off', async () => {
    for (const locale of model.LOCALES) {
      const res = await getJson(`${api}/sidebar?locale=${locale}`);
      assert.equal(res.status, 200);
      assert.equal(res.body.data.sampleContent, false);
    }
  });

  it('publishes no collection entry marked sample (they stay drafts)', async () => {
    const leaked = [];
    const entries = seedDocuments().filter((d) => d.kind === 'entry' && d.data.sample === true);
    assert.ok(entries.length > 0, 'the seed marks no entry as sample');
    await pool(entries, 6, async (doc) => {
      const url = `${api}/${doc.type}?locale=${doc.locale}&filters[slug][$eq]=${encodeURIComponent(doc.key)}`;
      const res = await getJson(url);
      assert.equal(res.status, 200, url);
      if (res.body.data.length) leaked.push(doc.file);
    });
    assert.deepEqual(leaked, [], `sample entries published:\n${leaked.join('\n')}`);
  });

  it('publishes no text that the seed states only inside sample items', () => {
    const texts = sampleOnlyTexts();
    assert.ok(texts.length > 100, `only ${texts.length} sample-only texts found in the seed`);
    const leaked = [];
    for (const { where, body } of published) {
      const all = strings(body);
      for (const [text, file] of texts)
        if (all.includes(text)) leaked.push(`${where}: "${text.slice(0, 60)}" (${file})`);
    }
    assert.deepEqual(leaked, [], `sample content published:\n${leaked.slice(0, 40).join('\n')}`);
  });

  it('publishes no claim that is not sourced: every figure, date, code, contact and name', () => {
    const facts = sourced();
    const vocab = vocabulary(seedDocuments(), facts);
    const context = { vocab, index: factIndex(facts, vocab) };
    const problems = [];
    for (const { where, attributes, body } of published) {
      // The API's answer, walked by the model like the seed; editor notes are private (not served).
      const doc = { kind: 'published', attributes, data: body, note: null };
      documentClaimProblems(doc, context, (path, message) => problems.push(`${where} ${path}: ${message}`));
      for (const text of strings(body))
        if (/\b(illustrative|kielelezo)\b/i.test(text)) problems.push(`${where}: illustrative figure`);
    }
    assert.ok(published.length > 200, `only ${published.length} published document locales read`);
    assert.deepEqual(problems, [], `published but not sourced:\n${problems.slice(0, 40).join('\n')}`);
  });

  it('keeps the sample M-Pesa tariff a draft: the calculator quotes nothing until one is published', async () => {
    for (const locale of model.LOCALES) {
      const res = await getJson(`${api}/tariff-bands?locale=${locale}`);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.data, []);
    }
    const [{ n }] = await queryDb(
      cms.dbEnv,
      'SELECT count(*) AS n FROM tariff_bands WHERE published_at IS NULL',
    );
    assert.ok(Number(n) > 0, 'the tariff is there for editors, as drafts');
  });

  it('gives every entry, page and the sidebar an editor note (drafts and published versions)', async () => {
    const postgres = cms.dbEnv.DATABASE_CLIENT === 'postgres';
    const tables = (
      await queryDb(
        cms.dbEnv,
        postgres
          ? "SELECT table_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'editor_note'"
          : "SELECT m.name AS name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'editor_note'",
      )
    ).map((t) => t.name);
    const expected =
      Object.keys(model.pages.pageTypes()).length + Object.keys(model.collectionTypes).length + 1;
    assert.ok(tables.length >= expected, `${tables.length} tables with editor_note, expected ${expected}`);
    const without = [];
    for (const table of tables) {
      const [{ n }] = await queryDb(
        cms.dbEnv,
        `SELECT count(*) AS n FROM "${table}" WHERE editor_note IS NULL OR length(trim(editor_note)) < 40`,
      );
      if (Number(n)) without.push(`${table}: ${n}`);
    }
    assert.deepEqual(without, [], `rows without an editor note:\n${without.join('\n')}`);
  });

  // Last: it stops the instance to read its database with the report's own command.
  it('the go-live report lists nothing published and unsourced, and each page held back, and exits 0', async () => {
    await cms.stop({ keep: true });
    const run = await runScript('scripts/go-live-report.mjs', { ...cms.env, NODE_ENV: 'development' });
    assert.equal(run.code, 0, `${run.stdout.slice(0, 4000)}\n${run.stderr.slice(-2000)}`);
    assert.match(run.stdout, /content seeded in production mode/);
    assert.match(run.stdout, /BLOCKING a launch \(0\)/);
    assert.match(run.stdout, /nothing published is unsourced/);
    for (const endpoint of heldBackPages())
      for (const locale of model.LOCALES)
        assert.match(run.stdout, new RegExp(`^  ${endpoint} \\(${locale}\\) /: not published`, 'm'));
    // What production leaves out is listed with the checks' reasons: the bug bounty's invented reward.
    assert.match(
      run.stdout,
      /bug-bounty \(en\) blocks\[2\]: rich-text "Programme rules"\n(?:      - .*\n)*      - amount "TSh 5,000,000" is not in the facts/,
    );
  });
});
