// Public API behaviour against a freshly seeded Strapi (one instance for the whole file).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { getJson, pool, postJson, startStrapi } from './helpers.mjs';

const require = createRequire(import.meta.url);
const model = require('../model/index.js');
const Database = require('better-sqlite3');

let cms;
let api;
const pages = {}; // endpoint → { en, sw } deep-populated v5 bodies

const manifests = model.pages.loadManifests();
const routed = [...new Set(manifests.flatMap((m) => model.pages.routedEndpoints(m)))];
const formUid = (plural) => model.forms[plural].singular;

before(async () => {
  cms = await startStrapi();
  api = `${cms.base}/api`;
  const seedLine = cms.seedSummary() || 'no seed summary';
  console.log(`# Strapi started and seeded in ${cms.startMs} ms (${seedLine})`);
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
    assert.equal(res.status, 200);
    assert.equal(res.body.data.length, 100);
    assert.equal(res.body.meta.pagination.total, 115);
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
    const token = readFileSync(join(cms.tmp, 'api-token'), 'utf8');
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
  it('serves repeated anonymous reads from memory, never token or no-cache reads', async () => {
    const url = `${api}/voice?locale=sw&populate=deep,10`;
    await fetch(url);
    const again = await fetch(url);
    assert.equal(again.headers.get('x-cache'), 'HIT');
    const fresh = await fetch(url, { headers: { 'Cache-Control': 'no-cache' } });
    assert.equal(fresh.headers.get('x-cache'), null);
    const v4 = await getJson(url, { 'Strapi-Response-Format': 'v4' });
    assert.ok(v4.body.data.attributes, 'v4 and v5 answers are cached apart');
  });
});

describe('CORS', () => {
  it('allows the site origin with credentials', async () => {
    const res = await fetch(`${api}/home?locale=en`, { headers: { Origin: 'http://localhost:4200' } });
    assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:4200');
    assert.equal(res.headers.get('access-control-allow-credentials'), 'true');
  });
});

describe('forms', () => {
  const applicant = (n) => ({
    fullName: `Applicant ${n}`,
    role: 'Director',
    email: `a${n}@example.org`,
    phone: `07123456${n}${n}`,
  });
  const foundation = () => ({
    organisationName: 'Mwanga Youth Trust',
    organisationType: 'NGO',
    projectTitle: 'Coding clubs',
    projectSummary: 'Weekly clubs.',
    objectives: 'Teach 200 pupils.',
    beneficiaries: 'Pupils in Dodoma.',
    region: 'Dodoma',
    district: 'Dodoma Urban',
    budgetLines: [{ item: 'Laptops', quantity: 10, unitCost: 900000 }],
    applicants: [applicant(1), applicant(2)],
    locale: 'sw',
  });
  const shareholder = () => ({
    fullName: 'Asha Mussa',
    cdsAccount: 'CDS-778812',
    email: 'asha@example.org',
    phone: '+255 712 345 678',
    bankName: 'CRDB',
    accountName: 'Asha Mussa',
    accountNumber: '0150123456',
    consent: true,
    locale: 'en',
  });
  const rows = (plural) => {
    const db = new Database(cms.dbFile, { readonly: true, fileMustExist: true });
    try {
      return db.prepare(`SELECT * FROM form_${plural.replace(/-/g, '_')}`).all();
    } finally {
      db.close();
    }
  };
  const ip = (n) => ({ 'X-Forwarded-For': `10.0.0.${n}` });

  it('public cannot read submissions', async () => {
    for (const plural of Object.keys(model.forms)) {
      const list = await getJson(`${api}/${plural}`);
      assert.ok([403, 404, 405].includes(list.status), `${plural}: ${list.status}`);
      const one = await getJson(`${api}/${plural}/1`);
      assert.ok([403, 404, 405].includes(one.status), `${plural}/1: ${one.status}`);
    }
  });

  it('a valid submission answers only a reference and stores normalised values', async () => {
    const res = await postJson(`${api}/foundation-applications`, { data: foundation() }, ip(1));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(Object.keys(res.body.data), ['reference']);
    assert.match(res.body.data.reference, /^VF-\d{4}-[A-Z0-9]{6}$/);
    const sh = await postJson(`${api}/shareholder-forms`, { data: shareholder() }, ip(1));
    assert.equal(sh.status, 200);
    assert.match(sh.body.data.reference, /^SH-\d{4}-[A-Z0-9]{6}$/);
    const stored = rows('shareholder-forms').find((r) => r.reference === sh.body.data.reference);
    assert.equal(stored.phone, '+255712345678');
    assert.equal(stored.language, 'en');
    const vbc = await postJson(
      `${api}/business-community-signups`,
      {
        data: {
          businessName: 'Duka la Mama',
          name: 'Neema',
          email: 'neema@example.org',
          msisdn: '0754000111',
          heardFrom: 'search',
          businessSize: 'sole',
          serviceNeeded: 'cloud',
          interests: ['cloud'],
        },
      },
      ip(1),
    );
    assert.equal(vbc.status, 200, JSON.stringify(vbc.body));
    assert.match(vbc.body.data.reference, /^VBC-\d{4}-[A-Z0-9]{6}$/);
  });

  it('invalid submissions answer 400 with codes and field paths', async () => {
    const bad = foundation();
    bad.applicants[1].email = 'not-an-email';
    bad.applicants[0].phone = '12345';
    bad.budgetLines[0].unitCost = -3;
    bad.organisationName = 'x'.repeat(500);
    const res = await postJson(`${api}/foundation-applications`, { data: bad }, ip(2));
    assert.equal(res.status, 400);
    assert.equal(res.body.data, null);
    assert.equal(res.body.error.name, 'ValidationError');
    const errors = res.body.error.details.errors.map((e) => `${e.path.join('.')}:${e.message}`);
    for (const e of [
      'applicants.1.email:invalid_email',
      'applicants.0.phone:invalid_phone',
      'budgetLines.0.unitCost:invalid_number',
      'organisationName:too_long',
    ]) {
      assert.ok(errors.includes(e), `${e} in ${errors}`);
    }
    const one = foundation();
    one.applicants = [applicant(1)];
    const few = await postJson(`${api}/foundation-applications`, { data: one }, ip(2));
    assert.deepEqual(
      few.body.error.details.errors.map((e) => [e.path, e.message]),
      [[['applicants'], 'min_applicants']],
    );
    const noConsent = await postJson(
      `${api}/shareholder-forms`,
      { data: { ...shareholder(), consent: false, email: undefined } },
      ip(3),
    );
    const codes = noConsent.body.error.details.errors.map((e) => `${e.path.join('.')}:${e.message}`);
    assert.deepEqual(codes.sort(), ['consent:consent_required', 'email:required']);
    const choice = await postJson(
      `${api}/business-community-signups`,
      {
        data: {
          businessName: 'B',
          name: 'N',
          email: 'n@e.co',
          msisdn: '0754000111',
          heardFrom: 'radio',
          businessSize: 'sole',
          serviceNeeded: 'cloud',
        },
      },
      ip(3),
    );
    assert.deepEqual(
      choice.body.error.details.errors.map((e) => `${e.path.join('.')}:${e.message}`),
      ['heardFrom:invalid_choice'],
    );
  });

  it('a filled honeypot gets a fake reference and stores nothing', async () => {
    const before = rows('shareholder-forms').length;
    const res = await postJson(
      `${api}/shareholder-forms`,
      { data: { ...shareholder(), fax: 'buy now' } },
      ip(4),
    );
    assert.equal(res.status, 200);
    assert.match(res.body.data.reference, /^SH-/);
    assert.equal(rows('shareholder-forms').length, before);
  });

  it('limits submissions per client: the 6th in a minute answers 429', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await postJson(`${api}/shareholder-forms`, { data: { fullName: '' } }, ip(5))).status);
    assert.deepEqual(statuses, [400, 400, 400, 400, 400, 429]);
    const other = await postJson(`${api}/shareholder-forms`, { data: { fullName: '' } }, ip(6));
    assert.equal(other.status, 400, 'another client is not limited');
  });
});

describe('seeding', () => {
  it('a second start on the same database changes nothing', async () => {
    // Count document rows, restart on the same files, count again.
    const count = () => {
      const db = new Database(cms.dbFile, { readonly: true });
      try {
        const tables = db
          .prepare(
            "SELECT name FROM sqlite_master WHERE type='table' AND (name LIKE 'page_%' OR name IN ('news_updates','device_types','device_updates','tariff_bands','files','sidebar'))",
          )
          .all();
        return Object.fromEntries(
          tables.map(({ name }) => [name, db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get().n]),
        );
      } finally {
        db.close();
      }
    };
    await cms.stop({ keep: true });
    const first = count();
    const again = await startStrapi({
      env: {
        DATABASE_FILENAME: cms.dbFile,
        PUBLIC_DIR: `${cms.tmp}/public`,
        SEED_DIR: `${cms.tmp}/seed`,
        SEED_TEST_FIXTURES: 'false',
      },
    });
    await again.stop();
    assert.deepEqual(count(), first);
    await cms.stop();
  });
});
