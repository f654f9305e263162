// @ts-check
// A domain team's workbench: the site's own server in development (Vite, hot reload, server rendering
// as on the site) with one domain mounted, reading the CMS at `cmsUrl`.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, waitFor } from '../scripts/lib/stack.mjs';

/** The domains: the libraries with a content manifest. */
export function assertDomain(/** @type {string | undefined} */ domain) {
  if (
    !domain ||
    !/^[a-z][a-z0-9-]*$/.test(domain) ||
    !existsSync(join(root, 'libs', domain, 'src/content-manifest.json'))
  )
    throw new Error(`"${domain ?? ''}" is not a domain (a library with src/content-manifest.json)`);
  return domain;
}

/**
 * Starts the server for `domain` on `port` and resolves once it answers.
 * @param {{ domain: string, port: number, cmsUrl: string, quiet?: boolean }} options
 */
export async function startWorkbench({ domain, port, cmsUrl, quiet = false }) {
  const child = spawn(process.execPath, [join(root, 'apps/server/src/main.ts'), '--dev'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      CMS_URL: cmsUrl,
      // Read by the shell where it lists the domains it mounts (apps/site/src/app/domains.ts).
      SITE_WORKBENCH_DOMAIN: domain,
      LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, 120_000, child);
  return { url, child };
}

/** @typedef {{ path?: string, children?: Route[] }} Route */

/** The domain's first page (its manifest's first route with a path): where its workbench opens. */
export function landingPath(/** @type {string} */ domain) {
  /** @type {{ routes: Route[] }} */
  const manifest = JSON.parse(readFileSync(join(root, 'libs', domain, 'src/content-manifest.json'), 'utf8'));
  /** @type {(routes: Route[]) => string | undefined} */
  const first = (routes) => routes.map((route) => route.path ?? first(route.children ?? [])).find(Boolean);
  return first(manifest.routes) ?? '/';
}

/** Whether a CMS answers at `url` (Strapi's `/_health`). */
export async function cmsAnswers(/** @type {string} */ url) {
  return fetch(`${url}/_health`, { signal: AbortSignal.timeout(2_000) })
    .then((response) => response.ok)
    .catch(() => false);
}
