// The three public forms against a real Strapi (its own instance: no content needed, only the public
// create permissions the seeder sets), with Redis remembering used tickets and a fake CAPTCHA
// verifier. The limits per visitor are the site's server's (apps/server/test/forms.test.ts).
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
  const payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
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
/** A fresh visitor behind the site's server. */
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

describe('only through the site’s server, one submission per ticket', () => {
  const plural = 'shareholder-forms';
  const valid = formVectors[2].vectors[0].input;

  it('refuses a post or a ticket request from a peer that is not a trusted proxy', async () => {
    const before = await count(plural);
    const direct = await submit(plural, valid, { from: '127.0.0.2' });
    assert.equal(direct.status, 403, direct.text);
    assert.equal(direct.body.error.name, 'ForbiddenError');
    const ticket = await post(`/api/${plural}/ticket`, '', { type: null, from: '127.0.0.2' });
    assert.equal(ticket.status, 403, ticket.text);
    assert.equal(await count(plural), before);
  });

  it('stores one submission per ticket: a second send of it is refused, nothing more stored', async () => {
    const before = await count(plural);
    const ticket = ticketFor(plural);
    const mistaken = await submit(plural, { ...valid, email: 'nope' }, { ticket });
    assert.equal(mistaken.status, 400, 'a visitor correcting mistakes keeps the ticket');
    assert.equal((await submit(plural, valid, { ticket })).status, 200);
    const again = await submit(plural, valid, { ticket });
    assert.equal(again.status, 400, again.text);
    assert.equal(again.body.error.name, 'SubmissionRefused');
    const [twice, thrice] = await Promise.all([
      submit(plural, valid, { ticket: ticketFor(plural) }),
      submit(plural, valid, { ticket }),
    ]);
    assert.deepEqual([twice.status, thrice.status], [200, 400]);
    assert.equal(await count(plural), before + 2);
  });

  it('refuses at once the same new ticket sent twice at the same moment', async () => {
    const before = await count(plural);
    const ticket = ticketFor(plural);
    const statuses = (await Promise.all([0, 1, 2].map(() => submit(plural, valid, { ticket })))).map(
      (res) => res.status,
    );
    assert.deepEqual(statuses.sort(), [200, 400, 400]);
    assert.equal(await count(plural), before + 1);
  });

  it('remembers used tickets in Redis, shared by every CMS instance', async () => {
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys('cms:form-ticket:*');
      assert.ok(keys.length >= 3, keys.join('\n'));
    } finally {
      client.disconnect();
    }
  });
});

describe('bodies in UTF-8 only: nothing stored changed', () => {
  const plural = 'shareholder-forms';
  const valid = formVectors[2].vectors[0].input;
  const body = (fullName) =>
    JSON.stringify({ data: { ...valid, fullName }, ticket: ticketFor(plural), captcha: 'pass' });

  it('refuses another charset (415) and bytes that are not UTF-8 (400)', async () => {
    const before = await count(plural);
    const latin1 = await post(`/api/${plural}`, Buffer.from(body('José Mkwawa'), 'latin1'), {
      type: 'application/json; charset=latin1',
      forwardedFor: newClient(),
    });
    assert.equal(latin1.status, 415, latin1.text);
    const [head, tail] = body('Asha MARK').split('MARK');
    const bytes = Buffer.concat([Buffer.from(head), Buffer.from([0xff, 0xfe]), Buffer.from(tail)]);
    const invalid = await post(`/api/${plural}`, bytes, { forwardedFor: newClient() });
    assert.equal(invalid.status, 400, invalid.text);
    const unpaired = await post(`/api/${plural}`, body('\ud800'), { forwardedFor: newClient() });
    assert.equal(unpaired.status, 400, unpaired.text);
    assert.equal(await count(plural), before);
  });

  it('stores UTF-8 as sent, with or without its charset named', async () => {
    const res = await post(`/api/${plural}`, body('José Mkwawa'), {
      type: 'application/json; charset=utf-8',
      forwardedFor: newClient(),
    });
    assert.equal(res.status, 200, res.text);
    assert.equal((await stored(plural, res.body.data.reference)).full_name, 'José Mkwawa');
  });

  it('when Redis goes away, remembers used tickets in the process, logs it once, never a 500', async () => {
    const before = cms.logs().length;
    await redis.stop();
    const ticket = ticketFor(plural);
    const first = await submit(plural, valid, { ticket });
    const second = await submit(plural, valid, { ticket });
    assert.deepEqual([first.status, second.status], [200, 400], second.text);
    const outage = cms.logs().slice(before);
    const warnings = outage.match(/form tickets: Redis unavailable/g) ?? [];
    assert.equal(warnings.length, 1, outage.slice(-3000));
  });
});
