// The forms' protections on their own (no Strapi): who may post and whose address it is, tickets
// and their single use (in a real Redis and without it), the CAPTCHA hook against a fake verifier on
// 127.0.0.1.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { startRedis } from './redis.mjs';

const require = createRequire(import.meta.url);
const { trustedProxies } = require('../src/forms/client-address.js');
const { checkTicket, issueTicket, ticketSecret } = require('../src/forms/ticket.js');
const { createTicketStore } = require('../src/forms/ticket-store.js');
const { createCaptcha } = require('../src/forms/captcha.js');
const { readFormSettings } = require('../src/forms/settings.js');
const Redis = require('ioredis');

const request = (peer, forwarded) => ({
  socket: { remoteAddress: peer },
  connection: { remoteAddress: peer },
  headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
});

describe('who posts', () => {
  const loopback = trustedProxies();

  it('takes form posts from a trusted proxy (the site’s server) only', () => {
    assert.equal(loopback.fromProxy(request('127.0.0.1')), true);
    assert.equal(loopback.fromProxy(request('::ffff:127.0.0.1')), true);
    assert.equal(loopback.fromProxy(request('::1')), true);
    assert.equal(loopback.fromProxy(request('203.0.113.9', '127.0.0.1')), false);
  });

  it('takes the entry the trusted proxy wrote, never the spoofable leftmost one', () => {
    assert.equal(loopback.clientAddress(request('127.0.0.1', '6.6.6.6, 10.0.0.7')), '10.0.0.7');
    assert.equal(loopback.clientAddress(request('::ffff:127.0.0.1', '10.0.0.8')), '10.0.0.8');
    assert.equal(loopback.clientAddress(request('::1', '2001:db8::5')), '2001:db8::5');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    assert.equal(loopback.clientAddress(request('203.0.113.9', '10.0.0.7')), '203.0.113.9');
  });

  it('falls back to the peer when the header is missing or not an address; counts hops', () => {
    assert.equal(loopback.clientAddress(request('127.0.0.1')), '127.0.0.1');
    assert.equal(loopback.clientAddress(request('127.0.0.1', 'unknown')), '127.0.0.1');
    const twoHops = trustedProxies('10.0.0.0/8', 2);
    const chain = '198.51.100.4, 10.0.0.3';
    assert.equal(twoHops.clientAddress(request('10.0.0.2', chain)), '198.51.100.4');
    assert.equal(trustedProxies('10.0.0.0/8', 1).clientAddress(request('10.0.0.2', chain)), '10.0.0.3');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or range', () => {
    assert.throws(() => trustedProxies('10.0.0.0/33'), /TRUSTED_PROXIES/);
    assert.throws(() => trustedProxies('proxy.local'), /TRUSTED_PROXIES/);
    assert.throws(() => readFormSettings({ FORM_MIN_SECONDS: '5x' }), /FORM_MIN_SECONDS/);
  });
});

describe('timing tickets', () => {
  const secret = ticketSecret('', ['keyA', 'keyB']);
  const limits = { minMs: 3000, maxAgeMs: 86_400_000 };
  const issued = 1_800_000_000_000;
  const ticket = issueTicket(secret, 'shareholder-forms', issued);
  const [, id] = ticket.split('.');

  it('accepts a ticket between the minimum time and the maximum age, with its id and its time left', () => {
    assert.deepEqual(checkTicket(secret, 'shareholder-forms', ticket, issued + 3000, limits), {
      verdict: 'ok',
      id,
      expiresInMs: 86_400_000 - 3000,
    });
  });

  it('refuses a quick, an old, a forged, a missing and another form’s ticket', () => {
    const check = (value, now = issued + 5000, form = 'shareholder-forms') =>
      checkTicket(secret, form, value, now, limits).verdict;
    assert.equal(check(ticket, issued + 2999), 'too-fast');
    assert.equal(check(ticket, issued + 86_400_001), 'expired');
    assert.equal(check(ticket.replace(/^\d+/, String(issued - 60_000))), 'invalid');
    assert.equal(check(ticket.replace(id, 'A'.repeat(16))), 'invalid');
    assert.equal(check(ticket.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))), 'invalid');
    assert.equal(check(issueTicket(ticketSecret('', ['other']), 'shareholder-forms', issued)), 'invalid');
    assert.equal(check(undefined), 'missing');
    assert.equal(check({ ticket }), 'invalid');
    assert.equal(check(ticket, issued + 5000, 'foundation-applications'), 'invalid');
  });

  it('gives every ticket an id of its own', () => {
    const ids = new Set(Array.from({ length: 50 }, () => issueTicket(secret, 'x', issued).split('.')[1]));
    assert.equal(ids.size, 50);
  });
});

describe('used tickets', () => {
  const quiet = () => {
    const lines = [];
    return { lines, warn: (line) => lines.push(`warn ${line}`) };
  };

  it('are claimed once, in this process without Redis', async () => {
    const store = createTicketStore({ redisUrl: '', log: quiet() });
    assert.equal(await store.claim('ticket-a', 60_000), true);
    assert.equal(await store.claim('ticket-a', 60_000), false);
    assert.equal(await store.claim('ticket-b', 60_000), true);
  });

  describe('with Redis', () => {
    let redis;
    before(async () => {
      redis = await startRedis();
    });
    after(async () => redis && (await redis.stop()));

    it('are remembered by every instance (two stores, two connections) until they expire', async () => {
      const logs = quiet();
      const [first, second] = [0, 1].map(() => createTicketStore({ redisUrl: redis.url, log: logs }));
      await Promise.all([first.ready(), second.ready()]);
      const id = `shared-${Date.now()}`;
      assert.deepEqual(
        [await first.claim(id, 60_000), await second.claim(id, 60_000), await first.claim(id, 60_000)],
        [true, false, false],
      );
      const control = new Redis(redis.url);
      const ttl = await control.pttl(`cms:form-ticket:${id}`);
      control.disconnect();
      assert.ok(ttl > 0 && ttl <= 60_000, String(ttl));
      first.close();
      second.close();
    });

    it('are remembered in the process, and the outage said once, when Redis goes away', async () => {
      const logs = quiet();
      const store = createTicketStore({ redisUrl: redis.url, log: logs });
      await store.ready();
      await redis.stop();
      redis = null;
      assert.equal(await store.claim('during-outage', 60_000), true);
      assert.equal(await store.claim('during-outage', 60_000), false);
      assert.equal(logs.lines.filter((line) => line.startsWith('warn')).length, 1, logs.lines.join('\n'));
      store.close();
    });
  });
});

describe('CAPTCHA hook', () => {
  let verifier;
  let verifyUrl;
  const received = [];

  before(async () => {
    // A stand-in for the provider's siteverify: "pass" passes, "down" answers 500, anything else fails.
    verifier = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        received.push(Object.fromEntries(form));
        if (form.get('response') === 'down') return res.writeHead(500).end();
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ success: form.get('response') === 'pass' && form.get('secret') === 's3' }));
      });
    });
    await new Promise((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    verifyUrl = `http://127.0.0.1:${verifier.address().port}/siteverify`;
  });
  after(() => new Promise((resolve) => verifier.close(resolve)));

  it('is off by default and then calls nothing', async () => {
    const captcha = createCaptcha({
      provider: '',
      fetch: () => assert.fail('no network call when the CAPTCHA is off'),
    });
    assert.equal(captcha.enabled, false);
    assert.equal(await captcha.verify(undefined, '10.0.0.1'), 'ok');
  });

  it('asks the verifier with the secret, the token and the visitor’s address', async () => {
    const captcha = createCaptcha({ provider: 'turnstile', secret: 's3', verifyUrl });
    assert.equal(await captcha.verify('pass', '10.0.0.1'), 'ok');
    assert.deepEqual(received.at(-1), { secret: 's3', response: 'pass', remoteip: '10.0.0.1' });
    assert.equal(await captcha.verify('bot', '10.0.0.1'), 'failed');
    assert.equal(await captcha.verify('', '10.0.0.1'), 'failed');
    assert.equal(await captcha.verify('down', '10.0.0.1'), 'unavailable');
  });

  it('says unavailable when the verifier cannot be reached', async () => {
    const closed = createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${closed.address().port}/`;
    await new Promise((resolve) => closed.close(resolve));
    const captcha = createCaptcha({ provider: 'hcaptcha', secret: 's3', verifyUrl: url });
    assert.equal(await captcha.verify('pass', '10.0.0.1'), 'unavailable');
  });

  it('refuses an unknown provider or a missing secret at start', () => {
    assert.throws(() => createCaptcha({ provider: 'recaptcha', secret: 'x' }), /CAPTCHA_PROVIDER/);
    assert.throws(() => createCaptcha({ provider: 'turnstile', secret: '' }), /CAPTCHA_SECRET/);
  });
});
