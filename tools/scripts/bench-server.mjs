#!/usr/bin/env node
// `npm run bench:server`: the production server under load (autocannon, 127.0.0.1 only), on the built
// site (`npx nx run site:build` first) and a real, freshly seeded CMS. For each run: requests/s, p50
// and p99 latency, non-2xx answers, and how many reads reached the CMS (counted in the CMS's own
// request log). Writes dist/bench/server.json.
import autocannon from 'autocannon';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startCms, startSite } from './lib/stack.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
if (!existsSync(join(root, 'dist/apps/site/client/.vite/manifest.json'))) {
  console.error('No build found: run `npx nx run site:build` first.');
  process.exit(1);
}

const cms = await startCms({ FORM_RATE_LIMIT: '1000000', API_CACHE_TTL_SECONDS: '0' });
const cmsLog = join(tmpdir(), `site-stack-cms-${new URL(cms.url).port}.log`);
const cmsReads = () => (readFileSync(cmsLog, 'utf8').match(/http: (GET|POST) \/api\//g) ?? []).length;
const site = await startSite(cms.url, {
  FORM_RATE_LIMIT: '5',
  // Shed load early enough to show it on this machine.
  MAX_EVENT_LOOP_DELAY_MS: '200',
});

async function ready() {
  for (let i = 0; i < 600; i += 1) {
    if ((await fetch(`${site.url}/readyz`).catch(() => null))?.status === 200) return;
    await new Promise((next) => setTimeout(next, 1_000));
  }
  throw new Error('the server never became ready (cache warm-up)');
}
await ready();

const assetFile = JSON.parse(readFileSync(join(root, 'dist/apps/site/client/.vite/manifest.json'), 'utf8'));
const router = Object.values(assetFile).find((chunk) => chunk.file.includes('router')).file;

const runs = [
  {
    name: 'cached page (HTML, brotli)',
    path: '/mpesa',
    connections: 20,
    headers: { 'accept-encoding': 'br' },
  },
  {
    name: 'hashed asset (brotli)',
    path: `/${router}`,
    connections: 20,
    headers: { 'accept-encoding': 'br' },
  },
  {
    name: 'content read through /api',
    path: '/api/sidebar?locale=en&populate=deep%2C10',
    connections: 20,
  },
  {
    name: 'form POST (rate-limited)',
    path: '/api/shareholder-forms',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: {} }),
    connections: 10,
  },
  {
    name: 'overload (uncached pages, 300 connections)',
    path: '/news-events',
    connections: 300,
    // Every request a page never rendered: each one costs a render and a CMS read.
    setupRequest: (request) => ({
      ...request,
      path: `/news-events?page=${2 + Math.floor(Math.random() * 1e6)}`,
    }),
  },
];

const results = [];
for (const run of runs) {
  const before = cmsReads();
  const result = await autocannon({
    url: `${site.url}${run.path}`,
    connections: run.connections,
    duration: seconds,
    method: run.method ?? 'GET',
    headers: run.headers,
    body: run.body,
    ...(run.setupRequest ? { requests: [{ setupRequest: run.setupRequest }] } : {}),
  });
  // The CMS logs a request when it has answered it: let the last ones land.
  await new Promise((next) => setTimeout(next, 1_000));
  const codes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
  );
  results.push({
    run: run.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes: codes,
    cmsReads: cmsReads() - before,
  });
}

// After the overload: the server is still there and serves again.
const recovered = (await fetch(`${site.url}/mpesa`)).status;
const health = (await fetch(`${site.url}/healthz`)).status;

console.log('\n| run | req/s | p50 ms | p99 ms | non-2xx | CMS reads |\n|---|---|---|---|---|---|');
for (const r of results)
  console.log(
    `| ${r.run} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.non2xx} ${JSON.stringify(r.statusCodes)} | ${r.cmsReads} |`,
  );
console.log(`\nafter the overload: /mpesa ${recovered}, /healthz ${health}`);

mkdirSync(join(root, 'dist/bench'), { recursive: true });
writeFileSync(
  join(root, 'dist/bench/server.json'),
  JSON.stringify({ date: new Date().toISOString(), seconds, results, recovered, health }, null, 2),
);
await site.stop();
await cms.stop();
const crashed = results.some((r) => (r.statusCodes['500'] ?? 0) > 0) || recovered !== 200 || health !== 200;
process.exit(crashed ? 1 : 0);
