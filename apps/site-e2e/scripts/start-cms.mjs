#!/usr/bin/env node
// Starts the seeded CMS for one e2e run: the API only (no admin build), on loopback, with a fresh
// SQLite file and uploads folder in a temp directory so every run starts from the same seed and never
// touches a developer's database. When the run keeps seed templates (CMS_SEED_TEMPLATES: `npm test`
// shares its own with the CMS suites), the file and the uploads are a copy of the full seed's template
// (apps/cms/scripts/seed-templates.mjs) and the start seeds nothing. The temp directory is removed when
// Playwright stops the server.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { newDatabase, seededTemplate, templateKey } from '../../cms/scripts/seed-templates.mjs';
import { freshSecrets } from '../../../tools/scripts/lib/local-secrets.mjs';
import { groupAlive } from '../../../tools/scripts/lib/process-group.mjs';

const root = resolve(import.meta.dirname, '../../..');
const tmp = mkdtempSync(join(tmpdir(), 'site-e2e-cms-'));
// Strapi logs every request: kept in a file (outside the temp folder, so it survives the run) rather
// than in Playwright's output. Errors still reach the console.
const logFile = join(tmpdir(), 'site-e2e-cms.log');
const log = createWriteStream(logFile);
console.error(`[site-e2e] CMS log: ${logFile}`);

const env = {
  // Secrets of its own for the run; those shared with the site's server, SITE_URL, SITE_WEBHOOK_URLS
  // and the admin's credentials come from playwright.config.ts.
  ...freshSecrets(),
  ...process.env,
  HOST: '127.0.0.1',
  PORT: process.env.E2E_CMS_PORT ?? '1338',
  // The admin API answers only on its own listener (apps/cms/README.md); the suite reads submissions there.
  ADMIN_PORT: process.env.E2E_CMS_ADMIN_PORT ?? '1348',
  // Development: the suite's own secrets and preview token are accepted.
  NODE_ENV: 'development',
  DATABASE_CLIENT: 'sqlite',
  PUBLIC_DIR: join(tmp, 'public'),
  STRAPI_TELEMETRY_DISABLED: 'true',
  // Content never changes during a run; the cache only makes the sweep faster.
  API_CACHE_TTL_SECONDS: '600',
};

function npmRun(script) {
  const run = spawnSync('npm', ['--prefix', join(root, 'apps/cms'), 'run', script], {
    env,
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    rmSync(tmp, { recursive: true, force: true });
    throw new Error(`[site-e2e] npm run ${script} failed (exit ${run.status})`);
  }
}

npmRun('generate');
const say = (message) => console.error(`[site-e2e] ${message}`);
const template = await seededTemplate(templateKey(env, 'full'), join(root, 'apps/cms/seed'), {
  env,
  log: say,
});
Object.assign(env, await newDatabase(tmp, env, template));
if (template) say(`the CMS starts on a copy of the run's seed template (${template.seedSummary})`);
// The first admin, made the only way there is (`admin:create`, never the panel's registration),
// before the CMS starts on the same database.
npmRun('admin:create');

const child = spawn('npm', ['--prefix', join(root, 'apps/cms'), 'run', 'start:api'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  // Its own process group: npm does not pass signals on to Strapi, so the whole group is stopped.
  detached: true,
  env,
});

child.stdout.pipe(log);
child.stderr.pipe(log);
child.stderr.pipe(process.stderr);

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
child.on('exit', async (code) => {
  if (!stopping) console.error(`[site-e2e] the CMS stopped by itself (exit ${code}): see ${logFile}`);
  // npm may leave before Strapi has closed its database: wait for the group before removing files.
  for (let i = 0; i < 100 && groupAlive(child.pid); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  rmSync(tmp, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? 1));
});
