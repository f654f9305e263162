#!/usr/bin/env node
// `npm start`: the content API (seeded on first start) and the site's dev server, together.
// Ctrl+C stops both. `npm run start:prod` serves the production build instead of the dev server.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const production = process.argv.includes('--prod');
const cmsPort = process.env.CMS_PORT ?? '1337';
const cmsUrl = process.env.CMS_URL ?? `http://127.0.0.1:${cmsPort}`;
const env = { ...process.env, CMS_URL: cmsUrl, STRAPI_TELEMETRY_DISABLED: 'true', NX_NO_CLOUD: 'true' };
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

run('content API', 'npm', ['--prefix', 'apps/cms', 'run', 'start:api'], { env: { ...env, PORT: cmsPort } });
if (production) {
  const build = spawn('npx', ['vite', 'build'], { cwd: join(root, 'apps/site'), env, stdio: 'inherit' });
  build.on('exit', (code) => {
    if (code !== 0) return stopAll(code ?? 1);
    run('site (preview)', 'npx', ['vite', 'preview', '--port', '4300', '--strictPort'], {
      cwd: join(root, 'apps/site'),
    });
    console.log('[start] site: http://127.0.0.1:4300  content API: ' + cmsUrl + '/api');
  });
} else {
  run('site (dev)', 'npx', ['vite', '--port', '4200', '--strictPort'], { cwd: join(root, 'apps/site') });
  console.log('[start] site: http://127.0.0.1:4200  content API: ' + cmsUrl + '/api');
}
