// `npm run start:prod` is production: with a secret this repository commits it refuses to start,
// naming the variable, before it builds or starts anything.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, it } from 'node:test';
import assert from 'node:assert/strict';

const root = resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'start-prod-'));
after(() => rmSync(dir, { recursive: true, force: true }));

it('refuses a committed secret (a test’s) before building anything, naming it', () => {
  const run = spawnSync(process.execPath, [join(root, 'tools/scripts/start.mjs'), '--prod'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      ...process.env,
      // A secrets file of its own (written with random values first), the webhook's from the
      // server's two-instance test; every other refusal satisfied.
      LOCAL_SECRETS_FILE: join(dir, '.env'),
      CONTENT_WEBHOOK_SECRET: 'multi-instance-webhook-secret',
      SEED_MODE: 'sample',
      // Ports nothing listens on: nothing may start.
      CMS_PORT: '9',
      PORT: '9',
    },
  });
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stderr, /refusing to start in production/);
  assert.match(
    run.stderr,
    /CONTENT_WEBHOOK_SECRET is a string this repository commits.*openssl rand -base64 32/,
  );
  assert.equal(run.stderr.match(/^ {2}- /gm)?.length, 1, run.stderr);
  assert.doesNotMatch(run.stdout, /nx run|content API/);
});
