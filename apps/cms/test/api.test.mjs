// Public API behaviour against a freshly seeded Strapi (one instance for the whole file).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { dbLabel, getJson, listTables, pool, queryDb, runScript, startStrapi } from './helpers.mjs';

const require = createRequire(import.meta.url);
const model = require('../model/index.js');

let cms;
let api;
const pages = {}; // endpoint → { en, sw } deep-populated v5 bodies

const manifests = model.pages.loadManifests();
const routed = [...new Set(manifests.flatMap((m) => model.pages.routedEndpoints(m)))];
const formUid = (plural) => model.forms[plural].singular;

before(async () => {
  cms = await startStrapi();
  api = `${cms.base}/api`;
  const seedLine = cms.template
    ? `on a copy of the run's seed template, seeded with ${cms.template.seedSummary}`
    : cms.seedSummary() || 'no seed summary';
  console.log(`# ${dbLabel()}: Strapi started and seeded in ${cms.startMs} ms (${seedLine})`);
});

after(async () => {
  if (cms) await cms.stop();
});

describe('pages routed by the manifests', () => {
  it('every routed endpoint is a page type of some manifest', () => {
    const known = model.pages.pageTypes();
    assert.deepEqual(
      routed.filter((e) => !known[e]),
      [],
    );
  });

  it('every routed endpoint has published content in en and sw', async () => {
    const missing = [];
    await pool(routed, 6, async (endpoint) => {
      pages[endpoint] = {};
      for (const locale of model.LOCALES) {
        const res = await getJson(`${api}/${endpoint}?locale=${locale}&populate=deep,10`);
        if (res.status !== 200 || !res.body.data || !res.body.data.title)
          missing.push(`${endpoint} (${locale}): ${res.status}`);
        else pages[endpoint][locale] = res.body.data;
      }
    });
    assert.deepEqual(missing, [], `pages without published content:\n${missing.join('\n')}`);
  });

  it('sw prose differs from en (translated, not copied)', () => {
    const same = [];
    const skip =
      /^(href|url|slug|ussdCode|dialCode|value|playStoreUrl|appStoreUrl|backgroundColor|locale|documentId|createdAt|updatedAt|publishedAt|hash|name|mime|ext)$/;
    const walk = (a, b, path) => {
      if (typeof a === 'string' && typeof b === 'string') {
        if (a === b && a.length > 25 && (a.match(/\b[a-z]{3,}\b/g) || []).length >= 3) same.push(path);
      } else if (a && b && typeof a === 'object' && typeof b === 'object') {
        for (const key of Object.keys(a)) if (!skip.test(key)) walk(a[key], b[key], `${path}.${key}`);
      }
    };
    for (const [endpoint, { en, sw }] of Object.entries(pages)) if (en && sw) walk(en, sw, endpoint);
    assert.deepEqual(same, [], `untranslated sw text:\n${same.join('\n')}`);
  });

  it('answers in the v5 flat shape and, with Strapi-Response-Format: v4, in data.attributes', async () => {
    const wrong = [];
    await pool(routed, 6, async (endpoint) => {
      const v5 = await getJson(`${api}/${endpoint}?locale=en`);
      const v4 = await getJson(`${api}/${endpoint}?locale=sw&populate=deep,10`, {
        'Strapi-Response-Format': 'v4',
      });
      if (v5.status !== 200 || typeof v5.body.data?.title !== 'string' || v5.body.data.attributes)
        wrong.push(`${endpoint} v5`);
      if (
        v4.status !== 200 ||
        typeof v4.body.data?.attributes?.title !== 'string' ||
        !v4.body.data.documentId
      )
        wrong.push(`${endpoint} v4`);
      if (v4.body.data?.attributes?.blocks && !Array.isArray(v4.body.data.attributes.blocks))
        wrong.push(`${endpoint} v4 blocks`);
    });
    assert.deepEqual(wrong, []);
  });

  it('never exposes the private editorNote', () => {
    for (const [endpoint, { en }] of Object.entries(pages))
      assert.equal(en && 'editorNote' in en, false, endpoint);
  });
});

describe('sample mode (the default seed)', () => {
  it('publishes the sample content and turns the site-wide sample-content switch on', async () => {
    assert.match(cms.seedSummary(), /sample mode/);
    for (const locale of model.LOCALES) {
      const res = await getJson(`${api}/sidebar?locale=${locale}`);
      assert.equal(res.status, 200);
      assert.equal(res.body.data.sampleContent, true);
      assert.equal(res.body.data.editorNote, undefined);
    }
  });
});

describe('populate=deep,N', () => {
  it('returns nested block data (bundles of a bundle table, links of a hero, media)', async () => {
    const res = await getJson(`${api}/internet?locale=sw&populate=deep,10`);
    assert.equal(res.status, 200);
    const table = res.body.data.blocks.find((b) => b.__component === 'blocks.bundle-table');
    assert.ok(table, 'the internet page has a bundle table');
    assert.ok(table.bundles.length > 0 && typeof table.bundles[0].price === 'number');
    const hero = res.body.data.blocks.find((b) => b.__component === 'blocks.hero');
    if (hero && hero.primaryAction) assert.equal(typeof hero.primaryAction.href, 'string');
    assert.ok('seo' in res.body.data && 'shareImage' in res.body.data.seo, 'seo media is populated');
  });

  it('honours a smaller depth and caps large ones', async () => {
    const shallow = await getJson(`${api}/internet?locale=en&populate=deep,1`);
    assert.equal(shallow.status, 200);
    const huge = await getJson(`${api}/internet?locale=en&populate=deep,99`);
    assert.equal(huge.status, 200);
    assert.ok(huge.body.data.blocks.length > 0);
  });

  it('accepts it on a type with nothing to populate (the tariff bands of the calculator)', async () => {
    const res = await getJson(
      `${api}/tariff-bands?locale=en&populate=deep,10&sort=minimum:asc&pagination[pageSize]=100`,
    );
    // One entry per band × category of the seeded tariff, the first hundred on this page.
    const tariff = require('../seed/tariff-bands.json');
    const total = tariff.bands.length * tariff.categories.length;
    assert.equal(res.status, 200);
    assert.equal(res.body.data.length, Math.min(100, total));
    assert.equal(res.body.meta.pagination.total, total);
  });

  it('populates relations of collection entries (device type of a device update)', async () => {
    const res = await getJson(`${api}/device-updates?locale=en&populate=deep,3&pagination[pageSize]=5`);
    assert.equal(res.status, 200);
    const withType = res.body.data.filter((d) => d.deviceType);
    assert.ok(withType.length > 0, 'some device update has a device type');
    assert.equal(typeof withType[0].deviceType.slug, 'string');
  });
});

describe('drafts and locales', () => {
  it('status=draft leaks no draft to the public', async () => {
    for (const q of ['status=draft', 'status=draft&filters[slug][$eq]=fixture-draft-only', 'status=foo']) {
      const res = await getJson(`${api}/news-updates?locale=en&${q}&pagination[pageSize]=100`);
      assert.ok(res.status === 200 || res.status === 400, `${q}: ${res.status}`);
      if (res.status === 200)
        assert.equal(
          res.body.data.some((d) => d.slug === 'fixture-draft-only'),
          false,
          q,
        );
    }
    const plain = await getJson(`${api}/news-updates?locale=en&filters[slug][$eq]=fixture-draft-only`);
    assert.deepEqual(plain.body.data, []);
  });

  it('an API token (editor preview) may still read drafts', async () => {
    const token = cms.env.CMS_PREVIEW_TOKEN;
    const res = await getJson(
      `${api}/news-updates?locale=en&status=draft&filters[slug][$eq]=fixture-draft-only`,
      {
        Authorization: `Bearer ${token}`,
      },
    );
    assert.equal(res.status, 200);
    assert.equal(res.body.data.length, 1);
  });

  it('a missing sw locale answers 404 (the site falls back itself)', async () => {
    const en = await getJson(`${api}/news-updates?locale=en&filters[slug][$eq]=fixture-en-only`);
    const { documentId } = en.body.data[0];
    assert.equal((await getJson(`${api}/news-updates/${documentId}?locale=en`)).status, 200);
    assert.equal((await getJson(`${api}/news-updates/${documentId}?locale=sw`)).status, 404);
  });

  it('lists sort by publishDate and paginate', async () => {
    const res = await getJson(
      `${api}/news-updates?locale=sw&sort=publishDate:desc&pagination[page]=1&pagination[pageSize]=9`,
    );
    assert.equal(res.status, 200);
    const dates = res.body.data.map((d) => d.publishDate);
    assert.deepEqual(dates, [...dates].sort().reverse());
    assert.equal(res.body.meta.pagination.pageSize, 9);
  });
});

describe('response cache', () => {
  it('serves repeated anonymous reads from memory, whatever cache headers the client sends', async () => {
    const url = `${api}/voice?locale=sw&populate=deep,10`;
    await fetch(url);
    const again = await fetch(url);
    assert.equal(again.headers.get('x-cache'), 'HIT');
    const noCache = await fetch(url, { headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } });
    assert.equal(noCache.headers.get('x-cache'), 'HIT', 'the client cannot make Strapi do the work');
    const reordered = await fetch(`${api}/voice?populate=deep,10&locale=sw`);
    assert.equal(reordered.headers.get('x-cache'), 'HIT', 'parameter order is normalised');
    const v4 = await getJson(url, { 'Strapi-Response-Format': 'v4' });
    assert.ok(v4.body.data.attributes, 'v4 and v5 answers are cached apart');
  });

  it('bypasses the cache for token reads and for parameters off the allow-list', async () => {
    const url = `${api}/voice?locale=en`;
    await fetch(url);
    const token = await fetch(url, { headers: { Authorization: `Bearer ${cms.env.CMS_PREVIEW_TOKEN}` } });
    assert.equal(token.headers.get('x-cache'), null);
    for (const extra of ['status=published', 'fields[0]=title', 'cachebuster=1', 'locale=en']) {
      const res = await fetch(`${url}&${extra}`);
      assert.equal(res.headers.get('x-cache'), null, extra);
    }
  });
});

describe('CORS', () => {
  it('allows the site origin with credentials', async () => {
    const res = await fetch(`${api}/home?locale=en`, { headers: { Origin: 'http://localhost:4200' } });
    assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:4200');
    assert.equal(res.headers.get('access-control-allow-credentials'), 'true');
  });
});

describe('seeding', () => {
  it('a second start on the same database changes nothing', async () => {
    // Count document rows, restart on the same database and files, count again. The seed's rows only:
    // the test fixtures (SEED_TEST_FIXTURES, news items `fixture-…`) are this instance's own.
    const count = async (dbEnv) => {
      const tables = (await listTables(dbEnv)).filter(
        (name) =>
          name.startsWith('page_') ||
          ['news_updates', 'device_types', 'device_updates', 'tariff_bands', 'files', 'sidebar'].includes(
            name,
          ),
      );
      const counts = {};
      for (const name of tables.sort())
        counts[name] = Number(
          (
            await queryDb(
              dbEnv,
              `SELECT COUNT(*) AS n FROM "${name}"${name === 'news_updates' ? " WHERE slug NOT LIKE 'fixture-%'" : ''}`,
            )
          )[0].n,
        );
      return counts;
    };
    await cms.stop({ keep: true });
    const first = await count(cms.dbEnv);
    // Started on a copy of the run's seed template, this instance's start was already a second one.
    if (cms.template) assert.deepEqual(first, await count(cms.template.dbEnv));
    const again = await startStrapi({ env: { ...cms.env, SEED_TEST_FIXTURES: 'false' } });
    await again.stop({ keep: true });
    assert.deepEqual(await count(cms.dbEnv), first);
  });

  // After the restart above: the instance is stopped, its database kept (after() removes it).
  it('the go-live report of the sample site lists what blocks a launch and exits 1', async () => {
    const run = await runScript('scripts/go-live-report.mjs', { ...cms.env, NODE_ENV: 'development' });
    assert.equal(run.code, 1, run.stderr.slice(-2000));
    const listed = (re) => assert.match(run.stdout, re, run.stdout.slice(0, 3000));
    listed(/content seeded in sample mode/);
    listed(/^  sidebar \(en\) sampleContent: the sample-content notice is on/m);
    // Issue 46's placeholder addresses, each where it stands.
    listed(/^  faq \(en\) .*placeholder address customercare@example\.com/m);
    listed(/^  faq \(sw\) .*placeholder address customercare@example\.com/m);
    listed(/^  foundation-guidelines \(sw\) .*placeholder address foundation@example\.com/m);
    listed(/^  bug-bounty \(en\) .*placeholder address security@example\.com/m);
    listed(/^  privacy \(en\) .*placeholder address privacy@example\.com/m);
    // The invented reward, the app links still to verify, a sample entry published.
    listed(/^  bug-bounty \(en\) .*amount "TSh 5,000,000" is not in the facts/m);
    listed(/^  sidebar \(en\) appLinks\[\d\]\.url: the M-Pesa app \(android\) .* is to verify/m);
    listed(/^  device-updates\/[\w-]+ \(en\) sampleContent: a sample entry is published/m);
    listed(/go-live report: \d+ item\(s\) block a launch/);
  });
});
