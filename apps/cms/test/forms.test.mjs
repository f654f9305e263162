// The three public forms against a real Strapi (its own instance: no content needed, only the public
// create permissions the seeder sets), with Redis counting the limits and a fake CAPTCHA verifier.
// Runs on SQLite, or on PostgreSQL with DATABASE_CLIENT=postgres (test/database.mjs).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { validate } from '@site/form-rules';
import { formVectors } from '@site/form-rules/vectors';
import { startStrapi } from './helpers.mjs';
import { openDatabase } from './database.mjs';
import { startRedis } from './redis.mjs';

const require = createRequire(import.meta.url);
const model = require('../model/index.js');
const { issueTicket } = require('../src/forms/ticket.js');
const Redis = require('ioredis');

const SECRET = 'forms-test-ticket-secret';
const MIN_SECONDS = 600; // every ticket the CMS issues during the run is too fresh
const WINDOW_MS = 600_000; // no window ends during the run: counts are exact

let cms;
let redis;
let verifier;
let db;
let emptySeed;

/** A ticket as the CMS would have issued it `ageMs` ago. */
const ticketFor = (plural, ageMs = (MIN_SECONDS + 1) * 1000) =>
  issueTicket(SECRET, plural, Date.now() - ageMs);

/**
 * POST with full control: any body and content type, X-Forwarded-For, and the local address the
 * connection comes from (127.0.0.1 is the trusted proxy here, 127.0.0.2 an untrusted peer).
 */
function post(path, body, { type = 'application/json', forwardedFor, from = '127.0.0.1' } = {}) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const url = new URL(`${cms.base}${path}`);
  const headers = { 'Content-Length': Buffer.byteLength(payload) };
  if (type) headers['Content-Type'] = type;
  if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers, localAddress: from },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode, headers: res.headers, text, body: json });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

let nextClient = 1;
/** A fresh visitor behind the site's server: its own budgets. */
const newClient = () => `10.1.${Math.floor(nextClient / 250)}.${(nextClient++ % 250) + 1}`;

/** Submits `data` as the site does: JSON, with a ticket old enough and the CAPTCHA token (unless given). */
function submit(plural, data, options = {}) {
  const { client = newClient(), from } = options;
  const ticket = 'ticket' in options ? options.ticket : ticketFor(plural);
  const captcha = 'captcha' in options ? options.captcha : 'pass';
  return post(`/api/${plural}`, { data, ticket, captcha }, { forwardedFor: client, from });
}

const table = (plural) => `form_${plural.replace(/-/g, '_')}`;
const count = async (plural) => Number((await db(table(plural)).count({ n: '*' }))[0].n);
const snake = (name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** What was stored under a reference, lists included (read through the component join table). */
async function stored(plural, reference) {
  const row = await db(table(plural)).where({ reference }).first();
  if (!row) return null;
  const { rules } = model.forms[plural];
  const lists = Object.entries(rules.fields).filter(([, rule]) => rule.kind === 'list');
  for (const [field] of lists) {
    const component = model.forms[plural].attributes[field].component.replace('forms.', '');
    row[snake(field)] = await db(`${table(plural)}_cmps as j`)
      .join(`components_forms_${component.replace(/-/g, '_')} as c`, 'c.id', 'j.cmp_id')
      .where({ 'j.entity_id': row.id, 'j.field': field })
      .orderBy('j.order')
      .select('c.*');
  }
  return row;
}

/** A stored value against a sent one, across engines (1/true, "150000000"/150000000, JSON text). */
function assertStored(actual, expected, path) {
  if (Array.isArray(expected)) {
    const list = typeof actual === 'string' ? JSON.parse(actual) : actual;
    assert.equal(list.length, expected.length, path);
    expected.forEach((item, i) => assertStored(list[i], item, `${path}.${i}`));
  } else if (expected && typeof expected === 'object') {
    for (const [key, value] of Object.entries(expected))
      assertStored(actual[snake(key)], value, `${path}.${key}`);
  } else if (typeof expected === 'number') assert.equal(Number(actual), expected, path);
  else if (typeof expected === 'boolean') assert.equal(Boolean(actual), expected, path);
  else assert.equal(actual, expected, path);
}

const errorsOf = (res) =>
  (res.body?.error?.details?.errors ?? []).map((e) => [e.path.join('.'), e.message]).sort();

before(async () => {
  redis = await startRedis();
  verifier = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const token = new URLSearchParams(body).get('response');
      if (token === 'down') return res.writeHead(503).end();
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ success: token === 'pass' }));
    });
  });
  await new Promise((resolve) => verifier.listen(0, '127.0.0.1', resolve));
  emptySeed = mkdtempSync(join(tmpdir(), 'cms-forms-seed-'));
  cms = await startStrapi({
    env: {
      SEED_DIR: emptySeed, // the seeder still grants the public create permissions
      SEED_TEST_FIXTURES: 'false',
      TRUSTED_PROXIES: '127.0.0.1',
      FORM_RATE_LIMIT: '5',
      FORM_ATTEMPT_LIMIT: '30',
      FORM_RATE_WINDOW_MS: String(WINDOW_MS),
      FORM_MIN_SECONDS: String(MIN_SECONDS),
      FORM_TICKET_SECRET: SECRET,
      REDIS_URL: redis.url,
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SECRET: 'test',
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${verifier.address().port}/siteverify`,
    },
  });
  db = openDatabase(cms);
});

after(async () => {
  await db?.destroy();
  await cms?.stop();
  await redis?.stop();
  await new Promise((resolve) => (verifier ? verifier.close(resolve) : resolve()));
  if (emptySeed) rmSync(emptySeed, { recursive: true, force: true });
});

describe('the shared test vectors, posted to the CMS', () => {
  for (const { collection, vectors } of formVectors) {
    for (const vector of vectors) {
      it(`${collection}: ${vector.name}`, async () => {
        const before = await count(collection);
        const res = await submit(collection, vector.input);
        if (vector.errors) {
          assert.equal(res.status, 400, res.text);
          assert.equal(res.body.error.name, 'ValidationError');
          assert.deepEqual(errorsOf(res), [...vector.errors].sort());
          assert.equal(await count(collection), before, 'nothing stored');
          return;
        }
        assert.equal(res.status, 200, res.text);
        assert.deepEqual(Object.keys(res.body.data), ['reference']);
        const row = await stored(collection, res.body.data.reference);
        // Stored exactly as the browser's rules normalise it, and as the vector says.
        const normalised = validate(model.forms[collection].rules, vector.input);
        assert.ok(normalised.ok);
        assertStored(row, { ...normalised.value, ...vector.value }, collection);
        for (const field of vector.absent ?? []) assert.equal(row[snake(field)], null, field);
      });
    }
  }
});

describe('submissions', () => {
  it('answer only a reference, store the language and keep public reads closed', async () => {
    const [{ vectors }] = formVectors;
    const res = await submit('foundation-applications', { ...vectors[0].input, locale: 'sw' });
    assert.equal(res.status, 200, res.text);
    assert.match(res.body.data.reference, /^VF-\d{4}-[A-HJ-NP-Z2-9]{6}$/);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.equal((await stored('foundation-applications', res.body.data.reference)).language, 'sw');
    for (const plural of Object.keys(model.forms)) {
      for (const path of [`/api/${plural}`, `/api/${plural}/1`]) {
        const read = await fetch(`${cms.base}${path}`);
        assert.ok([403, 404, 405].includes(read.status), `${path}: ${read.status}`);
      }
    }
  });
});

describe('hostile bodies: a clear 4xx, nothing stored, never a 5xx', () => {
  const plural = 'shareholder-forms';
  const valid = formVectors[2].vectors[0].input;

  it('only application/json is accepted (no cross-site urlencoded, multipart or text posts)', async () => {
    const before = await count(plural);
    const bodies = [
      ['application/x-www-form-urlencoded', 'data[fullName]=Asha&data[consent]=true'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n{}\r\n--x--\r\n',
      ],
      ['text/plain', JSON.stringify({ data: valid })],
      ['application/vnd.api+json', JSON.stringify({ data: valid })],
    ];
    for (const [type, body] of bodies) {
      const res = await post(`/api/${plural}`, body, { type, forwardedFor: newClient() });
      assert.equal(res.status, 415, `${type}: ${res.text}`);
      assert.equal(res.body.error.name, 'UnsupportedMediaTypeError');
    }
    assert.equal(await count(plural), before);
  });

  it('refuses numbers that are not plain, and a prototype key in the body', async () => {
    const line = { item: 'Chairs', quantity: 1, unitCost: 100 };
    const [{ input }] = formVectors[0].vectors;
    for (const [field, value] of [
      ['quantity', ' 5'],
      ['quantity', 'Infinity'],
      ['unitCost', '1,000'],
    ]) {
      const res = await submit('foundation-applications', {
        ...input,
        budgetLines: [{ ...line, [field]: value }],
      });
      assert.deepEqual(errorsOf(res), [[`budgetLines.0.${field}`, 'invalid_number']], `${field}=${value}`);
    }
    // 1e999 is valid JSON and parses to Infinity.
    const huge = await post(
      '/api/foundation-applications',
      JSON.stringify({
        data: { ...input, budgetLines: [line] },
        ticket: ticketFor('foundation-applications'),
        captcha: 'pass',
      }).replace('"unitCost":100', '"unitCost":1e999'),
      { forwardedFor: newClient() },
    );
    assert.deepEqual(errorsOf(huge), [['budgetLines.0.unitCost', 'invalid_number']]);
    const proto = await post(`/api/${plural}`, '{"data":{"__proto__":{"admin":true}}}', {
      forwardedFor: newClient(),
    });
    assert.equal(proto.status, 400, proto.text);
  });

  it('answers thousands of unknown keys with a short 400, and a body past 64 kB with a short 413', async () => {
    const keys = (n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1]));
    const res = await submit(plural, keys(5_000));
    assert.equal(res.status, 400);
    assert.equal(res.body.error.details.errors.length, 50);
    assert.ok(res.text.length < 10_000, `${res.text.length} bytes`);
    const huge = await submit(plural, keys(80_000));
    assert.equal(huge.status, 413);
    assert.ok(huge.text.length < 1_000, `${huge.text.length} bytes`);
  });

  it('refuses a body without data, and data that is not an object', async () => {
    for (const body of [{}, { data: [] }, { data: 'x' }, { data: null }, []]) {
      const res = await post(`/api/${plural}`, body, { forwardedFor: newClient() });
      assert.equal(res.status, 400, JSON.stringify(body));
    }
  });
});

describe('spam defence', () => {
  const plural = 'shareholder-forms';
  const valid = formVectors[2].vectors[0].input;

  it('a filled honeypot gets a fake reference and stores nothing', async () => {
    const before = await count(plural);
    const res = await submit(plural, { ...valid, fax: 'buy now' });
    assert.equal(res.status, 200);
    assert.match(res.body.data.reference, /^SH-/);
    assert.equal(await count(plural), before);
  });

  it('refuses, the same way, a ticket too fresh, expired, forged, for another form or missing', async () => {
    const before = await count(plural);
    const fresh = await post(`/api/${plural}/ticket`, '', { type: null, forwardedFor: newClient() });
    assert.equal(fresh.status, 200, fresh.text);
    assert.equal(fresh.headers['cache-control'], 'no-store');
    assert.equal(fresh.body.data.minSeconds, MIN_SECONDS);
    const tickets = [
      fresh.body.data.ticket,
      ticketFor(plural, 25 * 3_600_000),
      issueTicket('another secret', plural, Date.now() - 700_000),
      ticketFor('business-community-signups'),
      undefined,
      12345,
    ];
    for (const ticket of tickets) {
      const res = await submit(plural, valid, { ticket });
      assert.equal(res.status, 400, String(ticket));
      assert.deepEqual(res.body.error, {
        status: 400,
        name: 'SubmissionRefused',
        message: 'The submission was refused. Reload the form and send it again.',
        details: {},
      });
    }
    assert.equal(await count(plural), before);
  });

  it('checks the CAPTCHA token with the verifier when one is configured', async () => {
    const before = await count(plural);
    const failed = await submit(plural, valid, { captcha: 'bot' });
    assert.equal(failed.body.error.name, 'SubmissionRefused');
    const missing = await submit(plural, valid, { captcha: undefined });
    assert.equal(missing.body.error.name, 'SubmissionRefused');
    const down = await submit(plural, valid, { captcha: 'down' });
    assert.equal(down.status, 503);
    assert.ok(Number(down.headers['retry-after']) > 0);
    assert.equal(await count(plural), before);
  });
});

describe('rate limits: per form and per client', () => {
  const plural = 'shareholder-forms';
  const valid = formVectors[2].vectors[0].input;
  const statuses = async (n, send) => {
    const seen = [];
    for (let i = 0; i < n; i += 1) seen.push((await send(i)).status);
    return seen;
  };

  it('two clients behind the trusted proxy have their own budgets; forms too', async () => {
    const [a, b] = [newClient(), newClient()];
    assert.deepEqual(
      await statuses(6, () => submit(plural, valid, { client: a })),
      [200, 200, 200, 200, 200, 429],
    );
    const limited = await submit(plural, valid, { client: a });
    assert.equal(limited.body.error.name, 'RateLimitError');
    assert.ok(
      Number(limited.headers['retry-after']) > 0 &&
        Number(limited.headers['retry-after']) <= WINDOW_MS / 1000,
    );
    assert.equal((await submit(plural, valid, { client: b })).status, 200, 'another client is not limited');
    const business = formVectors[1].vectors[0].input;
    assert.equal(
      (await submit('business-community-signups', business, { client: a })).status,
      200,
      'another form',
    );
  });

  it('a rotated leftmost X-Forwarded-For entry does not make a new client', async () => {
    const real = newClient();
    const seen = await statuses(6, (i) => submit(plural, valid, { client: `198.51.100.${i}, ${real}` }));
    assert.deepEqual(seen, [200, 200, 200, 200, 200, 429]);
  });

  it('X-Forwarded-For from an untrusted peer is ignored: the peer is the client', async () => {
    const seen = await statuses(6, (i) =>
      submit(plural, valid, { client: `10.9.9.${i}`, from: '127.0.0.2' }),
    );
    assert.deepEqual(seen, [200, 200, 200, 200, 200, 429]);
  });

  it('refused submissions do not spend the submission budget; only hammering hits the attempt limit', async () => {
    const client = newClient();
    const refused = await statuses(10, () => submit(plural, { ...valid, email: 'nope' }, { client }));
    assert.deepEqual(refused, Array(10).fill(400));
    assert.equal((await submit(plural, valid, { client })).status, 200, 'ten mistakes, still welcome');
    const more = await statuses(20, () => submit(plural, { fullName: '' }, { client }));
    assert.deepEqual(more, [...Array(19).fill(400), 429], 'the 31st post of any kind');
  });

  it('counts in Redis, shared by every CMS instance', async () => {
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys('cms:form-limit:*');
      assert.ok(
        keys.some((key) => key.startsWith(`cms:form-limit:submission:${plural}:`)),
        keys.join('\n'),
      );
    } finally {
      client.disconnect();
    }
  });

  it('when Redis goes away, counts in the process, logs it once and never answers 500', async () => {
    // Only this outage's lines: on a loaded machine an earlier slow connect may have logged its own.
    const before = cms.logs().length;
    await redis.stop();
    const client = newClient();
    assert.deepEqual(
      await statuses(6, () => submit(plural, valid, { client })),
      [200, 200, 200, 200, 200, 429],
    );
    const outage = cms.logs().slice(before);
    const warnings = outage.match(/form limits: Redis unavailable/g) ?? [];
    assert.equal(warnings.length, 1, outage.slice(-3000));
  });
});
