// The forms' protections on their own (no Strapi): whose address counts, tickets, the CAPTCHA hook
// against a fake verifier on 127.0.0.1, and the limiter's counts in a real Redis and without it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { startRedis } from './redis.mjs';

const require = createRequire(import.meta.url);
const { clientAddress, clientKey, trustedProxies } = require('../src/forms/client-address.js');
const { checkTicket, issueTicket, ticketSecret } = require('../src/forms/ticket.js');
const { createCaptcha } = require('../src/forms/captcha.js');
const { createLimiter } = require('../src/forms/rate-limit.js');
const Redis = require('ioredis');
const { readFormSettings } = require('../src/forms/settings.js');

const request = (peer, forwarded) => ({
  socket: { remoteAddress: peer },
  headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
});

describe('client address', () => {
  const loopback = { trusted: trustedProxies(), hops: 1 };

  it('takes the entry the trusted proxy wrote, never the spoofable leftmost one', () => {
    assert.equal(clientAddress(request('127.0.0.1', '6.6.6.6, 10.0.0.7'), loopback), '10.0.0.7');
    assert.equal(clientAddress(request('::ffff:127.0.0.1', '10.0.0.8'), loopback), '10.0.0.8');
    assert.equal(clientAddress(request('::1', '2001:db8::5'), loopback), '2001:db8::5');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    assert.equal(clientAddress(request('203.0.113.9', '10.0.0.7'), loopback), '203.0.113.9');
  });

  it('falls back to the peer when the header is missing, short or not an address', () => {
    assert.equal(clientAddress(request('127.0.0.1'), loopback), '127.0.0.1');
    assert.equal(clientAddress(request('127.0.0.1', 'unknown'), loopback), '127.0.0.1');
    const twoHops = { trusted: trustedProxies('10.0.0.0/8'), hops: 2 };
    assert.equal(clientAddress(request('10.0.0.2', '198.51.100.4, 10.0.0.3'), twoHops), '198.51.100.4');
    assert.equal(clientAddress(request('10.0.0.2', '198.51.100.4'), twoHops), '10.0.0.2');
  });

  it('counts IPv6 visitors by their /64', () => {
    assert.equal(clientKey('2001:db8:1:2:aaaa::1'), clientKey('2001:db8:1:2:bbbb::9'));
    assert.notEqual(clientKey('2001:db8:1:2::1'), clientKey('2001:db8:1:3::1'));
    assert.equal(clientKey('10.0.0.1'), '10.0.0.1');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or range', () => {
    assert.throws(() => trustedProxies('10.0.0.0/33'), /TRUSTED_PROXIES/);
    assert.throws(() => trustedProxies('proxy.local'), /TRUSTED_PROXIES/);
    assert.throws(() => readFormSettings({ FORM_RATE_LIMIT: '5x' }), /FORM_RATE_LIMIT/);
  });
});

describe('timing tickets', () => {
  const secret = ticketSecret('', ['keyA', 'keyB']);
  const limits = { minMs: 3000, maxAgeMs: 86_400_000 };
  const issued = 1_800_000_000_000;
  const ticket = issueTicket(secret, 'shareholder-forms', issued);

  it('accepts a ticket between the minimum time and the maximum age', () => {
    assert.equal(checkTicket(secret, 'shareholder-forms', ticket, issued + 3000, limits), 'ok');
  });

  it('refuses a quick, an old, a forged, a missing and another form’s ticket', () => {
    const check = (value, now = issued + 5000, form = 'shareholder-forms') =>
      checkTicket(secret, form, value, now, limits);
    assert.equal(check(ticket, issued + 2999), 'too-fast');
    assert.equal(check(ticket, issued + 86_400_001), 'expired');
    assert.equal(check(`${issued - 60_000}.${ticket.split('.')[1]}`), 'invalid');
    assert.equal(check(ticket.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))), 'invalid');
    assert.equal(check(issueTicket(ticketSecret('', ['other']), 'shareholder-forms', issued)), 'invalid');
    assert.equal(check(undefined), 'missing');
    assert.equal(check({ ticket }), 'invalid');
    assert.equal(check(ticket, issued + 5000, 'foundation-applications'), 'invalid');
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

describe('limiter', () => {
  const quiet = () => {
    const lines = [];
    return { lines, warn: (line) => lines.push(`warn ${line}`), info: (line) => lines.push(`info ${line}`) };
  };

  it('counts per key in a fixed window, in this process without Redis', async () => {
    let now = 0;
    const limiter = createLimiter({ redisUrl: '', log: quiet(), now: () => now });
    const results = [];
    for (let i = 0; i < 3; i += 1) results.push((await limiter.hit('a', 2, 60_000)).allowed);
    assert.deepEqual(results, [true, true, false]);
    assert.equal((await limiter.hit('b', 2, 60_000)).allowed, true, 'another key has its own budget');
    now = 45_000;
    assert.equal((await limiter.hit('a', 2, 60_000)).retryAfterSeconds, 15);
    now = 60_000;
    assert.equal((await limiter.hit('a', 2, 60_000)).allowed, true, 'a new window');
  });

  describe('with Redis', () => {
    let redis;
    before(async () => {
      redis = await startRedis();
    });
    after(async () => redis && (await redis.stop()));

    it('shares the counts between instances (two limiters, two connections)', async () => {
      const logs = quiet();
      const first = createLimiter({ redisUrl: redis.url, log: logs });
      const second = createLimiter({ redisUrl: redis.url, log: logs });
      await Promise.all([first.ready(), second.ready()]);
      const key = `shared-${Date.now()}`;
      const seen = [];
      for (const limiter of [first, second, first, second])
        seen.push((await limiter.hit(key, 3, 60_000)).allowed);
      assert.deepEqual(seen, [true, true, true, false]);
      assert.deepEqual(logs.lines, []);
      first.close();
      second.close();
    });

    it('ends an outage seen as a timed-out command at the next answer, without a reconnect', async () => {
      const logs = quiet();
      const limiter = createLimiter({ redisUrl: redis.url, log: logs });
      await limiter.ready();
      const control = new Redis(redis.url);
      // Writes (the counting script) wait until the pause ends: the limiter's command times out.
      await control.client('PAUSE', 60_000, 'WRITE');
      try {
        assert.equal((await limiter.hit('slow', 5, 60_000)).allowed, true);
      } finally {
        await control.client('UNPAUSE');
        control.disconnect();
      }
      assert.equal((await limiter.hit('slow', 5, 60_000)).allowed, true);
      assert.deepEqual(
        logs.lines.map((line) => line.split(' ')[0]),
        ['warn', 'info'],
        logs.lines.join('\n'),
      );
      limiter.close();
    });

    it('counts in the process, never fails, and says so once when Redis goes away', async () => {
      const logs = quiet();
      const limiter = createLimiter({ redisUrl: redis.url, log: logs });
      await limiter.ready();
      await redis.stop();
      const seen = [];
      for (let i = 0; i < 3; i += 1) seen.push((await limiter.hit('down', 2, 60_000)).allowed);
      assert.deepEqual(seen, [true, true, false]);
      assert.equal(logs.lines.filter((line) => line.startsWith('warn')).length, 1, logs.lines.join('\n'));
      limiter.close();
    });
  });
});
