#!/usr/bin/env node
// @ts-check
// `npm run workbench:record [domain…]`: records what each domain's workbench reads from the CMS, from a
// freshly seeded Strapi (or CMS_URL, which must hold the seed as it is), into
// libs/<domain>/workbench/cms-answers.json. Each domain's server renders every page of the domain in
// both languages, its sitemap's entries and its search index through a recording proxy; the answers are
// then made instance-independent (cms-answers.mjs). The CMS suite checks the files against the seed.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { freePort, root, startCms, stopGroup } from '../scripts/lib/stack.mjs';
import { answersJson, readKey, stableAnswers } from './cms-answers.mjs';
import { answersFile } from './fixture-cms.mjs';
import { assertDomain, startWorkbench } from './workbench.mjs';

/** @typedef {{ key: string, status: number, body: unknown }} Read */

/** A proxy to the CMS that keeps every content read's answer. */
async function recordingProxy(/** @type {string} */ cmsUrl) {
  /** @type {Map<string, Read>} */
  const reads = new Map();
  const server = createServer(async (request, response) => {
    const url = request.url ?? '/';
    const answer = await fetch(`${cmsUrl}${url}`, { method: request.method ?? 'GET' });
    const body = Buffer.from(await answer.arrayBuffer());
    if (url.startsWith('/api/') && request.method === 'GET')
      reads.set(readKey(url), {
        key: readKey(url),
        status: answer.status,
        body: JSON.parse(body.toString('utf8')),
      });
    response.writeHead(answer.status, {
      'Content-Type': answer.headers.get('content-type') ?? 'application/json',
    });
    response.end(body);
  });
  const port = await freePort();
  await new Promise((done) => server.listen(port, '127.0.0.1', () => done(undefined)));
  return { url: `http://127.0.0.1:${port}`, reads, close: () => new Promise((done) => server.close(done)) };
}

/** Renders every page of one domain's workbench and returns what it read. */
async function recordDomain(/** @type {string} */ domain, /** @type {string} */ cmsUrl) {
  const proxy = await recordingProxy(cmsUrl);
  const { url, child } = await startWorkbench({
    domain,
    port: await freePort(),
    cmsUrl: proxy.url,
    quiet: true,
  });
  try {
    const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    for (const path of pages) {
      const status = (await fetch(`${url}${path}`)).status;
      if (status !== 200) throw new Error(`${domain}: ${path} answered ${status}`);
    }
    // The search index reads every page of the domain (and waits for its first build).
    await fetch(`${url}/_search?q=vodacom`);
    return { pages: pages.length, reads: [...proxy.reads.values()] };
  } finally {
    await stopGroup(child, 5_000);
    await proxy.close();
  }
}

const domains = process.argv.slice(2).length
  ? process.argv.slice(2).map(assertDomain)
  : readdirSync(join(root, 'libs')).filter((name) => {
      try {
        return assertDomain(name) === name;
      } catch {
        return false;
      }
    });
const cms = process.env['CMS_URL'] ? null : await startCms({ SEED_TEST_FIXTURES: 'false' });
const cmsUrl = process.env['CMS_URL'] ?? cms?.url ?? '';
try {
  for (const domain of domains) {
    const { pages, reads } = await recordDomain(domain, cmsUrl);
    const file = answersFile(domain);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, answersJson(stableAnswers(reads).answers));
    console.log(
      `workbench:record: ${domain}: ${pages} pages, ${reads.length} reads → ${file.slice(root.length + 1)}`,
    );
  }
} finally {
  await cms?.stop();
}
