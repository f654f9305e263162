#!/usr/bin/env node
// `npm start`: the content API (seeded on first start) and the site in development (the site's server
// rendering the sources through Vite, hot reload) at http://127.0.0.1:4200.
// `npm run start:prod`: production, as a deployment runs it: the CMS and the production build behind
// the production server, both with NODE_ENV=production and every refusal that brings (secrets,
// SEED_MODE, an admin), at http://127.0.0.1:4300. Ctrl+C stops both.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureLocalSecrets, localSecretsFile } from './lib/local-secrets.mjs';
import { productionProblems } from './lib/production-problems.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const production = process.argv.includes('--prod');
const cmsPort = process.env.CMS_PORT ?? '1337';
const cmsUrl = process.env.CMS_URL ?? `http://127.0.0.1:${cmsPort}`;
const sitePort = process.env.PORT ?? (production ? '4300' : '4200');
const siteUrl = `http://127.0.0.1:${sitePort}`;
// Every secret of the stack (Strapi's keys and salts, the webhook and preview secrets, the draft
// token) comes from the local secrets file, written with random values on the first start; the CMS
// and the site's server read it themselves. No committed value is ever in use.
const added = ensureLocalSecrets();
if (added.length > 0)
  console.log(`[start] random secrets written to ${localSecretsFile}: ${added.join(', ')}`);
// Production refuses what a deployment would, before anything is built or started: the CMS's and the
// server's own checks, on the environment and the secrets file.
if (production) {
  const problems = await productionProblems({ SITE_ORIGIN: siteUrl, ...process.env });
  if (problems.length > 0) {
    console.error(`[start] refusing to start in production:\n  - ${problems.join('\n  - ')}`);
    process.exit(1);
  }
}
const env = {
  ...process.env,
  CMS_URL: cmsUrl,
  STRAPI_TELEMETRY_DISABLED: 'true',
  NX_NO_CLOUD: 'true',
};
const children = [];

function run(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  child.on('exit', (code) => {
    console.log(`[start] ${name} stopped (${code ?? 'signal'})`);
    stopAll(code ?? 0);
  });
  children.push(child);
  return child;
}

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// The CMS refuses production without real secrets, SEED_MODE and an admin (apps/cms/README.md):
// `npm start` runs it in development (which also makes it accept CMS_PREVIEW_TOKEN), `start:prod` in
// production. Its admin listens on 127.0.0.1:1339; content changes reach the site's server by the
// signed webhook.
run('content API', 'npm', ['--prefix', 'apps/cms', 'run', 'start:api'], {
  env: {
    ...env,
    PORT: cmsPort,
    NODE_ENV: production ? 'production' : (process.env.NODE_ENV ?? 'development'),
    SITE_URL: process.env.SITE_URL ?? siteUrl,
    SITE_WEBHOOK_URLS: process.env.SITE_WEBHOOK_URLS ?? `${siteUrl}/_hooks/content`,
  },
});
if (production) {
  const build = spawnSync('npx', ['nx', 'run', 'site:build', '--outputStyle=static'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    stopAll(build.status ?? 1);
  } else {
    run('site (production server)', process.execPath, ['apps/server/src/main.ts'], {
      env: {
        ...env,
        PORT: sitePort,
        NODE_ENV: 'production',
        SITE_ORIGIN: process.env.SITE_ORIGIN ?? siteUrl,
      },
    });
  }
} else {
  run('site (development)', process.execPath, ['apps/server/src/main.ts', '--dev'], {
    env: { ...env, PORT: sitePort },
  });
}
console.log(`[start] site: ${siteUrl}  content API: ${cmsUrl}/api`);
