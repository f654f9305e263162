// The seed mode is chosen on purpose: production refuses to start without SEED_MODE, a start in
// another mode than the content's says how to apply it, and `npm run reseed` applies it to an existing
// database (listing the changes first, writing only with --apply, never touching an editor's work).
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  adminToken,
  getJson,
  prepareInstance,
  productionEnv,
  queryDb,
  runScript,
  startStrapi,
} from './helpers.mjs';
import { seedDocuments, walkFields } from '../scripts/seed-documents.mjs';
import { strings } from '../scripts/check-claims.mjs';

const NEWS = 'api::news-update.news-update';
const SAMPLE_ENTRY = 'mpesa-global-pay-partnership';
const EDITED_ENTRY = 'tuzo-points-double-february';
const EDITED_TITLE = 'Checked by an editor: double Tuzo points';

let env;
let dryRun;
let applied;
let appliedAgain;
let warnedStart;
let checked;

const rows = (dbEnv, slug, published) =>
  queryDb(
    dbEnv,
    `SELECT title FROM news_updates WHERE slug = '${slug}' AND locale = 'en' AND published_at IS ${published ? 'NOT NULL' : 'NULL'}`,
  );

// An editor changes a sample entry's draft through the content manager (the admin listener).
async function editAsEditor(cms) {
  const token = await adminToken(cms);
  const list = await getJson(`${cms.base}/api/news-updates?locale=en&filters[slug][$eq]=${EDITED_ENTRY}`);
  const { documentId } = list.body.data[0];
  const res = await fetch(
    `${cms.adminBase}/content-manager/collection-types/${NEWS}/${documentId}?locale=en`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: EDITED_TITLE }),
    },
  );
  assert.equal(res.status, 200, await res.text());
}

before(async () => {
  // Content seeded in sample mode, started in production mode: the start warns and changes nothing;
  // then an editor changes a sample entry's draft, work the reseed must keep.
  const sample = await prepareInstance(
    { ...productionEnv(), SEED_DIR: 'small', SEED_MODE: 'sample' },
    { admin: true },
  );
  const warned = await startStrapi({ env: { ...sample, SEED_MODE: 'production' } });
  env = warned.env;
  warnedStart = { logs: warned.logs(), published: (await rows(env, SAMPLE_ENTRY, true)).length };
  await editAsEditor(warned);
  await warned.stop({ keep: true });

  dryRun = await runScript('scripts/reseed.mjs', env);
  dryRun.published = (await rows(env, SAMPLE_ENTRY, true)).length;
  applied = await runScript('scripts/reseed.mjs', env, ['--apply']);
  appliedAgain = await runScript('scripts/reseed.mjs', env, ['--apply']);
  const draft = await rows(env, EDITED_ENTRY, false);

  const restarted = await startStrapi({ env });
  const read = async (path) => (await getJson(`${restarted.base}/api/${path}`)).body.data;
  checked = {
    logs: restarted.logs(),
    draftTitle: draft[0].title,
    sample: await read(`news-updates?locale=en&filters[slug][$eq]=${SAMPLE_ENTRY}`),
    edited: await read(`news-updates?locale=en&filters[slug][$eq]=${EDITED_ENTRY}`),
    sidebar: await read('sidebar?locale=en'),
    internet: await read('internet?locale=en&populate=deep,10'),
  };
  await restarted.stop();
});

describe('SEED_MODE', () => {
  it('stops a production start without SEED_MODE, saying how to choose', async () => {
    const { SEED_MODE: _chosen, ...withoutMode } = productionEnv();
    const run = await startStrapi({
      env: { ...withoutMode, SEED: 'false', SEED_TEST_FIXTURES: 'false' },
      expectExit: true,
    });
    assert.notEqual(run.code, 0);
    assert.match(
      run.logs,
      /Refusing to start \(NODE_ENV=production\)[\s\S]*SEED_MODE is not set: choose "production"/,
    );
  });

  it('a start in another mode changes nothing seeded before and says how to apply it', () => {
    assert.match(warnedStart.logs, /SEED_MODE is production but the content was seeded in sample mode/);
    assert.match(warnedStart.logs, /SEED_MODE=production npm run reseed/);
    assert.equal(warnedStart.published, 1, 'the sample entry is still published');
  });
});

describe('npm run reseed', () => {
  it('lists the changes and the kept editor work first, and writes nothing without --apply', () => {
    assert.equal(dryRun.code, 0, dryRun.stderr);
    assert.match(dryRun.stdout, /content is in sample mode; applying production mode/);
    assert.match(dryRun.stdout, new RegExp(`change  news-updates/${SAMPLE_ENTRY} \\(en\\): unpublish`));
    assert.match(
      dryRun.stdout,
      /change {2}pages\/mobile\/internet \(en\): publish without its \d+ sample part/,
    );
    assert.match(dryRun.stdout, /change {2}sidebar \(en\): .*notice off/);
    assert.match(dryRun.stdout, new RegExp(`kept    news-updates/${EDITED_ENTRY} \\(en\\): an editor`));
    assert.match(dryRun.stdout, /nothing written/);
    assert.equal(dryRun.published, 1);
  });

  it("applies the mode with --apply, keeps the editor's work, and then has nothing left to change", () => {
    assert.equal(applied.code, 0, applied.stdout + applied.stderr);
    assert.match(applied.stdout, /applied/);
    assert.deepEqual(checked.sample, [], 'the sample entry is a draft now');
    assert.equal(checked.edited.length, 1, "the editor's entry stays published");
    assert.equal(checked.draftTitle, EDITED_TITLE, "the editor's draft is untouched");
    assert.equal(checked.sidebar.sampleContent, false);
    assert.doesNotMatch(checked.logs, /was seeded in .* mode/);
    assert.equal(appliedAgain.code, 0);
    assert.match(appliedAgain.stdout, /reseed: 0 change\(s\)/);
  });

  it('publishes the pages without their sample parts', () => {
    const page = seedDocuments().find((d) => d.type === 'internet' && d.locale === 'en');
    const texts = { sample: [], published: [] };
    walkFields(page.attributes, page.data, (value, { attr, sample }) => {
      if (typeof value === 'string' && attr.type === 'string' && value.length > 12)
        texts[sample ? 'sample' : 'published'].push(value);
    });
    const onlySample = texts.sample.filter((t) => !texts.published.includes(t));
    assert.ok(onlySample.length > 0 && texts.published.length > 0, 'the page has both kinds of parts');
    const served = new Set(strings(checked.internet));
    for (const text of texts.published) assert.ok(served.has(text), `published part missing: ${text}`);
    for (const text of onlySample) assert.ok(!served.has(text), `sample part published: ${text}`);
  });
});
