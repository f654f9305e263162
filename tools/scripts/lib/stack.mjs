// A throwaway copy of the whole stack for benchmarks: the CMS on a fresh temp SQLite (seeded on its
// first start), and the site's production server on the built site. Loopback only, free ports.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freshSecrets } from './local-secrets.mjs';
import { groupAlive } from './process-group.mjs';

export const root = resolve(import.meta.dirname, '../../..');

export const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

export async function waitFor(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process stopped (exit ${child.exitCode})`);
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((next) => setTimeout(next, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Stops a process group (npm and the Strapi under it, or the server): SIGTERM, then SIGKILL if any
 * member is still there after `graceMs`. Waits for the whole group, not only its leader: npm exits at
 * once while Strapi may still be closing, and a benchmark must not leave servers behind.
 */
export async function stopGroup(child, graceMs = 15_000) {
  if (child.pid === undefined) return;
  const alive = () => groupAlive(child.pid);
  if (!alive()) return;
  process.kill(-child.pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (alive() && Date.now() < deadline) await new Promise((next) => setTimeout(next, 200));
  if (alive()) process.kill(-child.pid, 'SIGKILL');
}

/** Starts the seeded CMS in a temp folder; `stop()` ends it and deletes the folder. */
export async function startCms(env = {}) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'site-stack-cms-'));
  const log = createWriteStream(join(tmpdir(), `site-stack-cms-${port}.log`));
  const child = spawn('npm', ['--prefix', join(root, 'apps/cms'), 'run', 'start:api'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_PORT: String(await freePort()),
      // Strapi's start means production, which also wants an admin: a throwaway stack is development,
      // on secrets of its own (the benchmarks measure the site's server, not the CMS's secrets).
      NODE_ENV: 'development',
      ...freshSecrets(),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: join(dir, 'data.db'),
      PUBLIC_DIR: join(dir, 'public'),
      STRAPI_TELEMETRY_DISABLED: 'true',
      ...env,
    },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/sidebar?locale=en`, 600_000, child);
  return {
    url,
    stop: async () => {
      await stopGroup(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the production server (apps/server) on the built site (`nx run site:build` first); `siteRoot`
 * is another checkout's (a baseline build, with its own server and dependencies).
 */
export async function startSite(cmsUrl, env = {}, siteRoot = root) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(siteRoot, 'apps/server/src/main.ts')], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    cwd: siteRoot,
    env: { ...process.env, PORT: String(port), CMS_URL: cmsUrl, LOG_LEVEL: 'warn', ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, 60_000, child);
  return { url, child, stop: () => stopGroup(child) };
}
