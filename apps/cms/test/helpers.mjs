// Starts one Strapi (API only, SQLite in a fresh temp folder, seeded, random free port) for the test
// run and stops it afterwards. Also offers small HTTP helpers.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// → { base, port, tmp, dbFile, logs(), stop() }
// The start timeout is generous: on a busy 2-core machine a first start with seeding took ~4 min.
export async function startStrapi({
  env = {},
  timeoutMs = Number(process.env.CMS_TEST_START_TIMEOUT_MS || 600000),
} = {}) {
  const tmp = mkdtempSync(join(tmpdir(), 'cms-test-'));
  const port = await freePort();
  const dbFile = join(tmp, 'data.db');
  // A snapshot of seed/: writers may be adding files while a run is under way.
  const seedDir = env.SEED_DIR || join(tmp, 'seed');
  if (!env.SEED_DIR && existsSync(join(appDir, 'seed')))
    cpSync(join(appDir, 'seed'), seedDir, { recursive: true });
  const output = [];
  const started = Date.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: appDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: dbFile,
      PUBLIC_DIR: join(tmp, 'public'),
      SEED_DIR: seedDir,
      TEST_TOKEN_FILE: join(tmp, 'api-token'),
      SEED_TEST_FIXTURES: 'true',
      IS_PROXIED: 'true', // lets each test pick its client IP through X-Forwarded-For
      FORM_RATE_LIMIT: '5',
      STRAPI_TELEMETRY_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // keep the start-up log and the latest output only (a benchmark logs thousands of request lines)
  let seedSummary = '';
  const keep = (d) => {
    const text = String(d);
    const summary = /seed: \d+ document locales created[^\n]*/.exec(text);
    if (summary) seedSummary = summary[0];
    output.push(text);
    if (output.length > 400) output.splice(100, output.length - 300);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // stop({ keep: true }) leaves the temp folder (database, uploads) for a restart.
  const stop = ({ keep = false } = {}) =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000).unref();
    }).then(() => keep || rmSync(tmp, { recursive: true, force: true }));
  process.once('exit', () => child.exitCode === null && child.kill('SIGKILL'));

  const base = `http://127.0.0.1:${port}`;
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`Strapi exited (${child.exitCode}):\n${output.join('').slice(-4000)}`);
    try {
      const res = await fetch(`${base}/_health`);
      if (res.status === 204 || res.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() - started >= timeoutMs) {
    await stop();
    throw new Error(`Strapi did not start within ${timeoutMs} ms:\n${output.join('').slice(-4000)}`);
  }
  return {
    base,
    port,
    tmp,
    dbFile,
    startMs: Date.now() - started,
    logs: () => output.join(''),
    seedSummary: () => seedSummary,
    stop,
  };
}

export async function getJson(url, headers = {}) {
  const res = await fetch(url, { headers });
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}

export async function postJson(url, data, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(data),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

// Runs `fn` over `items` with at most `limit` in flight.
export async function pool(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
