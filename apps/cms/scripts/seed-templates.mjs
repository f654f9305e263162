// Seeded databases made once and copied. A start on a fresh database creates the schema and seeds it
// (two to three minutes of CPU for the full seed on a busy 2-core machine); a start on a copy of a
// database seeded before finds everything there and seeds nothing (the seed is idempotent: api.test.mjs
// proves a second start changes nothing). So when several instances of one run would seed the same
// content, the first seeds a template and each instance starts on a copy of it: a SQLite file copied,
// or a PostgreSQL database made with `CREATE DATABASE … TEMPLATE`, with its uploads folder.
//
// CMS_SEED_TEMPLATES=<folder>: where a run keeps its templates (`npm test` sets it for the CMS suites
// and the end-to-end suite; the CMS suites' global setup makes one for their own run otherwise).
// Without it every instance seeds its own database. Only seeds more than one instance of a run uses
// have a template (`templateKey`): the full and the small seed, in sample mode.
//
// Every database of such a run, templates and instances alike, starts as a copy of one more template,
// the schema's (`schemaTemplate`): the tables made and Strapi's first start done (its migrations, the
// admin roles and their permissions, thousands of rows), and the repository's media library uploaded
// (seed/media: every seed of the repository uploads those files, 106 uploads, skipped where the
// library has them), no document and no seed mode recorded (src/seed/index.js records one only for the
// documents it creates). That first start took about ten seconds of CPU more than a start on a
// database that had one, once per database.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort } from './postgres.mjs';

const appDir = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const { REQUIRED } = require('../src/security/secrets.js');

/**
 * The template a start would seed the same content as, or null: `seed` is 'full' (seed/), 'small'
 * (test/helpers.mjs's smallSeed) or anything else (a seed folder of the caller's own), `env` the start's.
 */
export function templateKey(env, seed) {
  if (env.SEED === 'false' || (env.SEED_MODE ?? 'sample') !== 'sample') return null;
  return ['full', 'small'].includes(seed) ? `${seed}-sample` : null;
}

const onPostgres = (env) => env.DATABASE_CLIENT === 'postgres';
/** The client settings for one database of the run's PostgreSQL cluster. */
export const pgConnection = (database) => ({
  host: process.env.DATABASE_HOST,
  port: Number(process.env.DATABASE_PORT),
  user: process.env.DATABASE_USERNAME,
  password: process.env.DATABASE_PASSWORD || undefined,
  database,
});

/** Runs one statement on the PostgreSQL cluster of the run (its `postgres` database). */
export async function pgAdmin(sql) {
  const { Client } = require('pg');
  const client = new Client(pgConnection('postgres'));
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const newDatabaseName = (prefix) => `${prefix}_${randomBytes(6).toString('hex')}`;

/**
 * The database env of a new instance in `tmp`: a new SQLite file, or a new PostgreSQL database; with a
 * template, a copy of its database and of its uploads (in `tmp`/public).
 */
export async function newDatabase(tmp, env, template = null, prefix = 'cms') {
  if (template && existsSync(template.publicDir))
    cpSync(template.publicDir, join(tmp, 'public'), { recursive: true });
  if (!onPostgres(env)) {
    const file = join(tmp, 'data.db');
    if (template)
      for (const suffix of ['', '-wal', '-shm'])
        if (existsSync(`${template.database}${suffix}`))
          cpSync(`${template.database}${suffix}`, `${file}${suffix}`);
    return { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file };
  }
  const name = newDatabaseName(prefix);
  await pgAdmin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template.database}` : ''}`);
  return { DATABASE_CLIENT: 'postgres', DATABASE_NAME: name };
}

const SCHEMA = 'schema';

/**
 * The database every other of the run copies (see the top of this file): → { database, publicDir, … }
 * as `seededTemplate` answers, or null when the run keeps no templates.
 */
export const schemaTemplate = (env = process.env, log = () => {}) =>
  seededTemplate(SCHEMA, (dir) => mediaOnlySeed(join(dir, 'seed')), { env, log });

/** A seed folder at `dir` with the repository's media and no document (the test seeds start from it). */
export function mediaOnlySeed(dir) {
  cpSync(join(appDir, 'seed', 'media'), join(dir, 'media'), { recursive: true });
  return dir;
}

/**
 * The template of the seed `key` on the run's database engine, seeded now when the run has none yet
 * (one process seeds it; another that wants it meanwhile waits for it). `seedDir` is the seed it is
 * made from, or a function of the template's folder that makes the seed there. `prepare(databaseEnv)`,
 * when given, runs on the new database before the seeding start (the CMS suites' admin: a key names
 * what it adds). `log` reports progress. → { database, publicDir, seedSummary, logs } or null when the
 * run keeps no templates.
 */
export async function seededTemplate(key, seedDir, { env = process.env, log = () => {}, prepare } = {}) {
  const root = process.env.CMS_SEED_TEMPLATES;
  if (!root || !key) return null;
  const base = key === SCHEMA ? null : await schemaTemplate(env, log);
  const engine = onPostgres(env) ? `postgres-${process.env.DATABASE_PORT}` : 'sqlite';
  const dir = join(root, `${engine}-${key}`);
  const made = join(dir, 'template.json');
  const lock = `${dir}.lock`;
  mkdirSync(root, { recursive: true });
  for (;;) {
    if (existsSync(made)) return JSON.parse(readFileSync(made, 'utf8'));
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    // Another process seeds it: wait for its template, or take over when that process is gone.
    const holder = Number(readFileSync(join(lock, 'pid'), { encoding: 'utf8', flag: 'a+' }) || 0);
    if (holder && !alive(holder)) rmSync(lock, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
  try {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    log(`seed template ${key}: seeding it once for this run (${engine})`);
    const seed = typeof seedDir === 'function' ? seedDir(dir) : seedDir;
    const template = await seedTemplate(dir, base, seed, env, prepare);
    writeFileSync(made, JSON.stringify(template));
    return template;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// One start that seeds the template's database (a copy of `base`, the schema's, unless it is the
// schema's, which seeds the media alone) and stops: development, throwaway secrets, no test
// fixtures and no preview token (each instance adds its own), API only on free loopback ports.
async function seedTemplate(dir, base, seedDir, env, prepare) {
  const databaseEnv = await newDatabase(dir, env, base, 'template');
  const database = databaseEnv.DATABASE_NAME ?? databaseEnv.DATABASE_FILENAME;
  const publicDir = join(dir, 'public');
  await prepare?.({ ...databaseEnv, PUBLIC_DIR: publicDir });
  const osTmp = join(dir, 'os-tmp');
  mkdirSync(osTmp, { recursive: true });
  const port = await freePort();
  const secret = () => randomBytes(24).toString('base64');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: appDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      ADMIN_HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_PORT: String(await freePort()),
      ...Object.fromEntries(
        [...REQUIRED, 'PREVIEW_SECRET', 'CONTENT_WEBHOOK_SECRET'].map((name) => [name, secret()]),
      ),
      APP_KEYS: [1, 2, 3, 4].map(secret).join(','),
      CMS_PREVIEW_TOKEN: '',
      SEED: 'true',
      SEED_MODE: 'sample',
      SEED_TEST_FIXTURES: 'false',
      SEED_DIR: seedDir,
      PUBLIC_DIR: publicDir,
      TMPDIR: osTmp,
      STRAPI_TELEMETRY_DISABLED: 'true',
      ...databaseEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  let seedSummary = '';
  const keep = (chunk) => {
    const text = String(chunk);
    seedSummary = /seed: \d+ document locales created[^\n]*/.exec(text)?.[0] ?? seedSummary;
    output.push(text);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the seed template's Strapi exited:\n${output.join('').slice(-4000)}`);
    const up = await fetch(`http://127.0.0.1:${port}/_health`).then(
      (res) => res.status === 204,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  await exited;
  rmSync(osTmp, { recursive: true, force: true });
  return { database, publicDir, seedSummary, logs: output.join('').slice(-20000) };
}
