// A fresh local start: `npm start` writes random secrets to a file of its own
// (tools/scripts/lib/local-secrets.mjs), the CMS reads them from there and starts on them; without
// them no start happens; production takes what was generated.
// Database: either. Its starts read secrets, which Strapi checks before it reads a database: the
// file runs once, in the SQLite suite (scripts/run-tests.mjs).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { ensureLocalSecrets } from '../../../tools/scripts/lib/local-secrets.mjs';
import { startStrapi } from './helpers.mjs';

const require = createRequire(import.meta.url);
const { secretProblems, REQUIRED } = require('../src/security/secrets.js');
const { checkTicket, ticketSecret } = require('../src/forms/ticket.js');

const dir = mkdtempSync(join(tmpdir(), 'cms-local-secrets-'));
after(() => rmSync(dir, { recursive: true, force: true }));
// This process never reads the developer's own `.env` (the CMS's secrets module loads it on first
// use, and the CMS started below inherits this environment, which wins over its file).
process.env.LOCAL_SECRETS_FILE = join(dir, 'absent.env');
const read = (file) => parseEnv(readFileSync(file, 'utf8'));

describe('the local secrets file', () => {
  it('is written once with random values only its owner reads, and completed, never changed', () => {
    const file = join(dir, 'once.env');
    const names = ensureLocalSecrets(file);
    assert.deepEqual(
      names.filter((name) => REQUIRED.includes(name)),
      REQUIRED,
    );
    assert.equal(statSync(file).mode & 0o777, 0o600);
    const first = read(file);
    assert.equal(first.APP_KEYS.split(',').length, 4);
    const other = join(dir, 'other.env');
    ensureLocalSecrets(other);
    assert.notDeepEqual(read(other), first);
    assert.deepEqual(ensureLocalSecrets(file), []);
    assert.deepEqual(read(file), first);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^JWT_SECRET=.*\n/m, ''));
    assert.deepEqual(ensureLocalSecrets(file), ['JWT_SECRET']);
    const completed = read(file);
    assert.equal(completed.APP_KEYS, first.APP_KEYS);
    assert.ok(completed.JWT_SECRET && completed.JWT_SECRET !== first.JWT_SECRET);
  });

  it('holds values a production start takes', () => {
    const file = join(dir, 'production.env');
    ensureLocalSecrets(file);
    assert.deepEqual(secretProblems({ NODE_ENV: 'production', SITE_WEBHOOK_URLS: 'x', ...read(file) }), []);
  });
});

describe('a production start', () => {
  const base = () => ({ NODE_ENV: 'production', SITE_WEBHOOK_URLS: 'x', ...read(generated) });
  const generated = join(dir, 'refusals.env');
  ensureLocalSecrets(generated);
  const cases = [
    ['the two-instance test’s webhook secret', 'CONTENT_WEBHOOK_SECRET', 'multi-instance-webhook-secret'],
    ['the forms test’s ticket secret', 'FORM_TICKET_SECRET', 'forms-test-ticket-secret'],
    ['the forms test’s ticket secret as the preview’s', 'PREVIEW_SECRET', 'forms-test-ticket-secret'],
    [
      'the end-to-end suite’s webhook secret, padded',
      'CONTENT_WEBHOOK_SECRET',
      ' e2e-content-webhook-secret',
    ],
    ['a generated key with a space after it', 'JWT_SECRET', `${read(generated).JWT_SECRET} `],
    ['sixteen letters a', 'ENCRYPTION_KEY', 'aaaaaaaaaaaaaaaa'],
    ['two letters, 48 times', 'ADMIN_JWT_SECRET', 'ab'.repeat(24)],
    [
      'one app key of one letter among real ones',
      'APP_KEYS',
      `${read(generated).APP_KEYS},${'z'.repeat(44)}`,
    ],
  ];
  for (const [name, variable, value] of cases)
    it(`refuses ${name}, naming ${variable} and how to make one`, () => {
      const problems = secretProblems({ ...base(), [variable]: value });
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(problems[0], new RegExp(`^${variable} .*openssl rand -base64 32`));
    });
});

describe('a start', () => {
  it('runs on the generated file alone, and signs form tickets with its keys', async () => {
    const file = join(dir, 'start.env');
    ensureLocalSecrets(file);
    const cms = await startStrapi({
      secrets: false,
      env: { LOCAL_SECRETS_FILE: file, SEED: 'false', SEED_TEST_FIXTURES: 'false' },
    });
    try {
      const answer = await fetch(`${cms.base}/api/shareholder-forms/ticket`, { method: 'POST' });
      assert.equal(answer.status, 200);
      const { ticket } = (await answer.json()).data;
      const secret = ticketSecret('', read(file).APP_KEYS.split(','));
      const limits = { minMs: 0, maxAgeMs: 60_000 };
      assert.equal(checkTicket(secret, 'shareholder-forms', ticket, Date.now(), limits).verdict, 'ok');
    } finally {
      await cms.stop();
    }
  });

  it('without secrets is refused, every missing one named', async () => {
    const run = await startStrapi({
      secrets: false,
      env: { LOCAL_SECRETS_FILE: join(dir, 'none.env'), SEED: 'false', SEED_TEST_FIXTURES: 'false' },
      expectExit: true,
    });
    assert.notEqual(run.code, 0);
    for (const name of REQUIRED) assert.match(run.logs, new RegExp(`${name} is not set`));
  });
});
