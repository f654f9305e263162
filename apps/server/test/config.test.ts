import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../src/config.ts';
import { loadLocalSecrets } from '../src/secrets.ts';

const random = () => randomBytes(32).toString('base64');
const real = { CONTENT_WEBHOOK_SECRET: random(), PREVIEW_SECRET: random() };
const production = (env: Record<string, string>) =>
  readConfig({ NODE_ENV: 'production', SITE_ORIGIN: 'https://www.example.test', ...env }, []);

describe('secrets in production', () => {
  it('starts with real ones', () => {
    expect(production(real).webhookSecret).toBe(real.CONTENT_WEBHOOK_SECRET);
  });

  // Strings this repository commits: a test's, the end-to-end suite's, an old development default.
  const committed: [string, Record<string, string>, RegExp][] = (
    [
      ['the old development default', 'PREVIEW_SECRET', 'dev-only-not-a-secret'],
      ['the end-to-end suite’s', 'CONTENT_WEBHOOK_SECRET', 'e2e-content-webhook-secret'],
      ['the two-instance test’s', 'CONTENT_WEBHOOK_SECRET', 'multi-instance-webhook-secret'],
      ['the CMS forms test’s', 'PREVIEW_SECRET', 'forms-test-ticket-secret'],
    ] as const
  ).map(([name, variable, value]) => [
    `committed: ${name}`,
    { ...real, [variable]: value },
    new RegExp(`${variable} is a string this repository commits`),
  ]);
  it.each([
    ['missing', {}, /CONTENT_WEBHOOK_SECRET is not set[\s\S]*PREVIEW_SECRET is not set/],
    ...committed,
    [
      'padded with a space',
      { ...real, CONTENT_WEBHOOK_SECRET: ` ${random()}` },
      /CONTENT_WEBHOOK_SECRET has spaces or line breaks around it/,
    ],
    [
      'of one letter',
      { ...real, PREVIEW_SECRET: 'a'.repeat(40) },
      /PREVIEW_SECRET has fewer than 10 different/,
    ],
    ['too short to be random', { ...real, PREVIEW_SECRET: 'hunter2' }, /PREVIEW_SECRET is shorter than 32/],
  ])('refuses to start with secrets %s, naming each and how to make one', (_case, env, message) => {
    expect(() => production(env)).toThrow(message);
    expect(() => production(env)).toThrow(/openssl rand -base64 32/);
  });

  it('refuses to start without its public origin', () => {
    expect(() => readConfig({ NODE_ENV: 'production', ...real }, [])).toThrow(/SITE_ORIGIN is not set/);
  });
});

it('outside production a missing secret is a random one of this process, never a committed value', () => {
  const one = readConfig({}, []);
  const two = readConfig({}, []);
  expect(one.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
  expect(one.previewSecret).not.toBe(two.previewSecret);
});

it('reads the local secrets file, and the environment wins over it', () => {
  const folder = mkdtempSync(join(tmpdir(), 'secrets-'));
  const file = join(folder, '.env');
  writeFileSync(file, 'SERVER_TEST_SECRET_A=from-file\nSERVER_TEST_SECRET_B=from-file\n');
  process.env['SERVER_TEST_SECRET_A'] = 'from-env';
  try {
    loadLocalSecrets(file);
    expect([process.env['SERVER_TEST_SECRET_A'], process.env['SERVER_TEST_SECRET_B']]).toEqual([
      'from-env',
      'from-file',
    ]);
    loadLocalSecrets(join(file, 'missing'));
  } finally {
    delete process.env['SERVER_TEST_SECRET_A'];
    delete process.env['SERVER_TEST_SECRET_B'];
    rmSync(folder, { recursive: true, force: true });
  }
});

it('sheds past a second of event-loop lag, never by default in development (Vite holds the loop)', () => {
  expect(readConfig({}, []).maxEventLoopDelayMs).toBe(1000);
  expect(readConfig({}, ['--dev']).maxEventLoopDelayMs).toBe(0);
  expect(readConfig({ MAX_EVENT_LOOP_DELAY_MS: '250' }, ['--dev']).maxEventLoopDelayMs).toBe(250);
});
