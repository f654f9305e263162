// Starts one Strapi (API only, seeded, random free ports) for a test file and stops it afterwards, on
// the database the run was given: SQLite in a fresh temp folder, or, under scripts/with-postgres.mjs
// (DATABASE_CLIENT=postgres), a fresh database in that cluster. A run that keeps seed templates
// (scripts/seed-templates.mjs) starts an instance of the full or the small seed on a copy of that seed's
// database, seeded once for the run. Also small HTTP and database helpers.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/postgres.mjs';
import {
  mediaOnlySeed,
  newDatabase,
  pgAdmin,
  pgConnection,
  schemaTemplate,
  seededTemplate,
  templateKey,
} from '../scripts/seed-templates.mjs';

export { freePort };
export const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

export const onPostgres = () => process.env.DATABASE_CLIENT === 'postgres';
export const dbLabel = () => (onPostgres() ? 'postgres' : 'sqlite');

async function dropDatabase(dbEnv) {
  if (dbEnv.DATABASE_CLIENT === 'postgres')
    await pgAdmin(`DROP DATABASE IF EXISTS ${dbEnv.DATABASE_NAME} WITH (FORCE)`);
}

// Rows of a read-only SQL query against an instance's database (either engine).
export async function queryDb(dbEnv, sql) {
  if (dbEnv.DATABASE_CLIENT === 'postgres') {
    const { Client } = require('pg');
    const client = new Client(pgConnection(dbEnv.DATABASE_NAME));
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }
  const Database = require('better-sqlite3');
  const db = new Database(dbEnv.DATABASE_FILENAME, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
}

// Names of the tables of an instance's database.
export async function listTables(dbEnv) {
  const rows = await queryDb(
    dbEnv,
    dbEnv.DATABASE_CLIENT === 'postgres'
      ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'"
      : "SELECT name FROM sqlite_master WHERE type = 'table'",
  );
  return rows.map((r) => r.name);
}

// A seed folder with only what the security and contract suites need (news, devices and their types
// for a relation, media, the sidebar, one page): they test the gates, not the content, and a full
// seed costs minutes on a busy machine.
const SMALL_COLLECTIONS = /^(news-updates|device-types|device-updates)\./;
export function smallSeed(dir) {
  const from = join(appDir, 'seed');
  mediaOnlySeed(dir);
  mkdirSync(join(dir, 'collections'), { recursive: true });
  mkdirSync(join(dir, 'pages', 'mobile'), { recursive: true });
  for (const file of readdirSync(join(from, 'collections')).filter((f) => SMALL_COLLECTIONS.test(f)))
    cpSync(join(from, 'collections', file), join(dir, 'collections', file));
  for (const file of readdirSync(join(from, 'pages', 'mobile')).filter((f) => f.startsWith('internet.')))
    cpSync(join(from, 'pages', 'mobile', file), join(dir, 'pages', 'mobile', file));
  for (const file of ['sidebar.en.json', 'sidebar.sw.json']) cpSync(join(from, file), join(dir, file));
  return dir;
}

const { REQUIRED } = require('../src/security/secrets.js');
const randomSecret = () => randomBytes(24).toString('base64');

// Fresh random secrets, as `npm start` writes them locally: no committed value ever runs.
export const freshSecrets = () => ({
  ...Object.fromEntries(
    [...REQUIRED, 'PREVIEW_SECRET', 'CONTENT_WEBHOOK_SECRET'].map((name) => [name, randomSecret()]),
  ),
  APP_KEYS: [1, 2, 3, 4].map(randomSecret).join(','),
});

// Environment of a production start with fresh real secrets (the security suite).
export const productionEnv = () => ({ NODE_ENV: 'production', SEED_MODE: 'sample', ...freshSecrets() });

// Runs a CMS script (admin:create, token:preview, reseed) against an instance's database and environment.
export function runScript(script, env, args = []) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: appDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

// The super admin the suites log in as: prepareInstance({ … }, { admin: true }) makes it.
const TEST_ADMIN = { email: 'editor@example.test', password: 'Editor-Passw0rd' };

// The super admin of a prepared instance (`admin:create`, before its start, on fresh secrets unless `env`
// brings its own; development unless `env`
// says production), and that admin's session token once the instance runs (its admin listener).
export async function createAdmin(env, admin) {
  const created = await runScript('scripts/admin-create.mjs', {
    NODE_ENV: 'development',
    ...freshSecrets(),
    ...env,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  assert.equal(created.code, 0, created.stderr);
}

export async function adminToken(cms, admin = TEST_ADMIN) {
  const login = await fetch(`${cms.adminBase}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  }).then((r) => r.json());
  assert.ok(login.data?.token, 'the admin made by admin:create logs in on the admin listener');
  return login.data.token;
}

// Folders of instances prepared by this test process: a `before` that fails between preparing and
// starting (a script exiting 1) never calls stop(), so they are removed when the process ends.
const prepared = new Set();
process.once('exit', () => prepared.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const templates = new Map(); // instance folder → the seed template its database is a copy of

// The folders and the database of a new instance, for the start `env` describes (SEED_DIR: 'small' is
// smallSeed(), none the full seed, a path a seed of the caller's own; SEED, SEED_MODE): pass the result
// as `env` to scripts that prepare it (runScript) and then to startStrapi. The full and the small seed
// in sample mode start on a copy of the run's seed template when it keeps them (scripts/seed-templates.mjs),
// unless `seedHere` (a file that watches the start seed). With `admin`, the instance has TEST_ADMIN,
// made by `admin:create`: once in the seed's template (a template of its own: the key says so), else
// on the new database.
export async function prepareInstance(env = {}, { seedHere = false, admin = false } = {}) {
  const tmp = mkdtempSync(join(tmpdir(), 'cms-test-'));
  prepared.add(tmp);
  const seed = env.SEED_DIR === undefined ? 'full' : env.SEED_DIR === 'small' ? 'small' : 'own';
  let seedDir = env.SEED_DIR;
  if (seed !== 'own' && env.SEED !== 'false') {
    // A snapshot of seed/: writers may be adding files while a run is under way.
    seedDir = join(tmp, 'seed');
    if (seed === 'small') smallSeed(seedDir);
    else cpSync(join(appDir, 'seed'), seedDir, { recursive: true });
  }
  const log = (message) => console.log(`# ${message}`);
  const key = seedHere ? null : templateKey(env, seed);
  const template = await seededTemplate(key && (admin ? `${key}-admin` : key), seedDir, {
    env: { ...process.env, ...env },
    log,
    prepare: admin ? (databaseEnv) => createAdmin(databaseEnv, TEST_ADMIN) : undefined,
  });
  if (template) templates.set(tmp, template);
  // Else the schema's template: the start seeds (or not) as on a new database, without its first start
  // (and with the repository's media library).
  const copied = template ?? (await schemaTemplate({ ...process.env, ...env }, log));
  const instance = {
    ...env,
    CMS_TEST_DIR: tmp,
    PUBLIC_DIR: join(tmp, 'public'),
    SEED_DIR: seedDir,
    ...(await newDatabase(tmp, { ...process.env, ...env }, copied)),
  };
  if (admin && !template) await createAdmin(instance, TEST_ADMIN);
  return instance;
}

// → { base, adminBase, tmp, osTmp, env, dbEnv, startMs, template, logs(), seedSummary(), stop({ keep }) }
// `env` is that of prepareInstance (a new instance is prepared when it has no CMS_TEST_DIR) or of an
// instance stopped with `keep` (a restart: same database and folders, ports chosen anew). Fresh secrets
// are in the environment unless `secrets` is false (the instance then finds them where a local start
// does, or not at all). `template` is the seed template the database was copied from (the seeding's
// `seedSummary` and `logs`, its `dbEnv` to read with queryDb), or undefined when this instance seeded.
// The start timeout is generous: on a busy 2-core machine a first start with seeding took ~4 min.
export async function startStrapi({
  env: given = {},
  secrets = true,
  timeoutMs = Number(process.env.CMS_TEST_START_TIMEOUT_MS || 600000),
  expectExit = false,
} = {}) {
  if (given.CMS_TEST_DIR && given.SEED_DIR === 'small')
    throw new Error('startStrapi: a prepared instance gets its seed from prepareInstance({ SEED_DIR })');
  const env = given.CMS_TEST_DIR ? given : await prepareInstance(given);
  const tmp = env.CMS_TEST_DIR;
  const osTmp = join(tmp, 'os-tmp');
  mkdirSync(osTmp, { recursive: true });
  const dbEnv = {
    DATABASE_CLIENT: env.DATABASE_CLIENT,
    DATABASE_FILENAME: env.DATABASE_FILENAME,
    DATABASE_NAME: env.DATABASE_NAME,
  };
  const template = templates.get(tmp);
  const [port, adminPort] = [await freePort(), await freePort()];
  const fullEnv = {
    NODE_ENV: 'development',
    ...(secrets ? freshSecrets() : {}),
    HOST: '127.0.0.1',
    ADMIN_HOST: '127.0.0.1',
    PUBLIC_DIR: join(tmp, 'public'),
    SEED_TEST_FIXTURES: 'true',
    STRAPI_TELEMETRY_DISABLED: 'true',
    CMS_PREVIEW_TOKEN: randomBytes(32).toString('hex'),
    // Every temp file of the instance lands here: the tests count what is left.
    TMPDIR: osTmp,
    ...env,
    PORT: String(port),
    ADMIN_PORT: String(adminPort),
  };
  const output = [];
  const started = Date.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: appDir,
    env: { ...process.env, ...fullEnv },
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
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  // stop({ keep: true }) leaves the database and folders for a restart.
  const stop = async ({ keep: keepData = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 10000);
      await exited;
      clearTimeout(timer);
    }
    if (!keepData) {
      await dropDatabase(dbEnv);
      rmSync(tmp, { recursive: true, force: true });
    }
  };
  process.once('exit', () => child.exitCode === null && child.kill('SIGKILL'));
  if (expectExit) {
    const code = await Promise.race([
      exited,
      new Promise((r) => setTimeout(() => r('timeout'), timeoutMs).unref()),
    ]);
    await stop();
    return { code, logs: output.join('') };
  }

  const base = `http://127.0.0.1:${port}`;
  const adminBase = `http://127.0.0.1:${adminPort}`;
  const up = async (url) => {
    try {
      return (await fetch(`${url}/_health`)).status === 204;
    } catch {
      return false;
    }
  };
  while (!((await up(base)) && (await up(adminBase)))) {
    // a crash ends the process by a signal: exitCode stays null, signalCode is set
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `Strapi exited (${child.exitCode ?? child.signalCode}):\n${output.join('').slice(-4000)}`,
      );
    if (Date.now() - started >= timeoutMs) {
      await stop();
      throw new Error(`Strapi did not start within ${timeoutMs} ms:\n${output.join('').slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    adminBase,
    tmp,
    osTmp,
    env: fullEnv,
    dbEnv,
    startMs: Date.now() - started,
    template: template && {
      seedSummary: template.seedSummary,
      logs: template.logs,
      dbEnv:
        dbEnv.DATABASE_CLIENT === 'postgres'
          ? { DATABASE_CLIENT: 'postgres', DATABASE_NAME: template.database }
          : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: template.database },
    },
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

// Polls `probe` until it returns a truthy value or the deadline passes (then throws with `what`).
export async function waitFor(probe, what, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
