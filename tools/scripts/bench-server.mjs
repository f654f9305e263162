#!/usr/bin/env node
// `npm run bench:server`: the production server under load (autocannon, 127.0.0.1 only), on the built
// site (`npx nx run site:build` first) and a real, freshly seeded CMS. First the cached page beside a
// bare Node server sending the same bytes (the machine's limit), and their ratio; then an asset, a
// content read, form posts past their limit, and one client flooding uncached paths while another
// reads cached pages and the health check; last, compression times and sizes on the site's pages.
// For each run: requests/s, p50 and p99 latency, statuses, and how many reads reached the CMS
// (counted in the CMS's own request log). Writes dist/bench/server.json; with `-- --record` also the
// README's row of current figures and the bench:server section of docs/measurements.md.
import autocannon from 'autocannon';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bareServer, capture, cpuSeconds } from './lib/bench-bare.mjs';
import { compressionLines, compressionTable } from './lib/bench-compression.mjs';
import { recordFigures, recording } from './lib/measurements.mjs';
import { root, startCms, startSite } from './lib/stack.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
if (!existsSync(join(root, 'dist/apps/site/client/.vite/manifest.json'))) {
  console.error('No build found: run `npx nx run site:build` first.');
  process.exit(1);
}

// The machine's load when the run starts: the figures are only comparable on a quiet machine.
const loadBefore = loadavg()
  .map((value) => value.toFixed(2))
  .join(', ');
const cms = await startCms({ API_CACHE_TTL_SECONDS: '0' });
const cmsLog = join(tmpdir(), `site-stack-cms-${new URL(cms.url).port}.log`);
const cmsReads = () => (readFileSync(cmsLog, 'utf8').match(/http: (GET|POST) \/api\//g) ?? []).length;
// Behind a trusted proxy (here: the benchmark's own address), X-Forwarded-For tells two clients apart.
const site = await startSite(cms.url, { TRUSTED_PROXIES: '127.0.0.1' });
for (let i = 0; i < 600 && (await fetch(`${site.url}/readyz`).catch(() => null))?.status !== 200; i += 1)
  await new Promise((next) => setTimeout(next, 1_000));

const load = (options) =>
  new Promise((resolve, reject) =>
    autocannon({ duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
const codes = (result) =>
  Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
const results = [];
// `pid`: the server whose CPU time per request is measured (from /proc), whatever else the machine runs.
async function run(name, options, pid) {
  const before = cmsReads();
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  const result = await load(options);
  const cpu = pid ? cpuSeconds(pid) - cpuBefore : 0;
  // The CMS logs a request when it has answered it: let the last ones land.
  await new Promise((next) => setTimeout(next, 1_000));
  const row = {
    run: name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statusCodes: codes(result),
    cmsReads: cmsReads() - before,
    ...(pid ? { cpuMicrosPerRequest: Math.round((cpu * 1e6) / result.requests.total) } : {}),
  };
  results.push(row);
  return row;
}

// The cached page against the machine's limit: alternately, so both see the same machine.
const br = { 'accept-encoding': 'br' };
const bare = await bareServer(await capture(`${site.url}/mpesa`, br));
const pair = [];
for (let round = 0; round < 2; round += 1) {
  pair.push(
    await run(
      'bare Node server, same bytes',
      { url: `${bare.url}/mpesa`, connections: 50, headers: br },
      bare.pid,
    ),
  );
  pair.push(
    await run(
      'cached page (HTML, brotli)',
      { url: `${site.url}/mpesa`, connections: 50, headers: br },
      site.child.pid,
    ),
  );
}
await bare.stop();
const mean = (rows, key) => rows.reduce((sum, row) => sum + row[key], 0) / rows.length;
const [bareRows, serverRows] = [pair.filter((_, i) => i % 2 === 0), pair.filter((_, i) => i % 2 === 1)];
const ratio = {
  requestsPerSecond: Number(
    (mean(serverRows, 'requestsPerSecond') / mean(bareRows, 'requestsPerSecond')).toFixed(2),
  ),
  p99: Number((mean(serverRows, 'p99') / mean(bareRows, 'p99')).toFixed(2)),
  cpuPerRequest: Number(
    (mean(serverRows, 'cpuMicrosPerRequest') / mean(bareRows, 'cpuMicrosPerRequest')).toFixed(2),
  ),
};

const manifest = JSON.parse(readFileSync(join(root, 'dist/apps/site/client/.vite/manifest.json'), 'utf8'));
const router = Object.values(manifest).find((chunk) => chunk.file.includes('router')).file;
await run('hashed asset (brotli)', { url: `${site.url}/${router}`, connections: 20, headers: br });
await run('content read through /api', {
  url: `${site.url}/api/sidebar?locale=en&populate=deep%2C10`,
  connections: 20,
});
await run('form POST past its limit', {
  url: `${site.url}/api/shareholder-forms`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ data: {} }),
  connections: 10,
});

// One client floods uncached paths (2,000 requests, 50 connections); another reads cached pages and
// the health check meanwhile.
const random = () => Math.random().toString(36).slice(2, 10);
const flood = run('flood: 2,000 uncached paths from one client', {
  url: site.url,
  connections: 50,
  amount: 2_000,
  headers: { 'x-forwarded-for': '10.0.0.1' },
  requests: [{ setupRequest: (request) => ({ ...request, path: `/${random()}/${random()}` }) }],
});
const reader = run('meanwhile: another client reads cached pages, /healthz', {
  url: site.url,
  connections: 2,
  duration: 5,
  headers: { 'x-forwarded-for': '10.0.0.2', ...br },
  requests: ['/mpesa', '/', '/sw/mpesa', '/healthz'].map((path) => ({ path })),
});
await Promise.all([flood, reader]);
const recovered = (await fetch(`${site.url}/mpesa`)).status;
const health = (await fetch(`${site.url}/healthz`)).status;

const pages = await Promise.all(
  ['/mpesa', '/news-events', '/sw/soka', '/this/does-not-exist'].map(async (path) => ({
    name: path,
    html: Buffer.from(await (await fetch(`${site.url}${path}`)).arrayBuffer()),
  })),
);
const compression = compressionTable(pages);

const runLines = [
  '| run | req/s | p50 ms | p99 ms | statuses | CMS reads | server CPU µs/request |',
  '|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.run} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${JSON.stringify(r.statusCodes)} | ${r.cmsReads} | ${r.cpuMicrosPerRequest ?? ''} |`,
  ),
];
const ratioLine =
  `cached page / bare Node server: ${ratio.requestsPerSecond} of its requests/s (goal ≥ 0.8), ` +
  `p99 ${ratio.p99} times its p99 (goal ≤ 1.5); ${ratio.cpuPerRequest} times its CPU time per request`;
const afterLine = `after the flood: /mpesa ${recovered}, /healthz ${health}`;
const report = [...runLines, '', ratioLine, afterLine, '', ...compressionLines(compression)];
console.log(`\n${report.join('\n')}`);
if (recording()) {
  const [server, bareNode] = [mean(serverRows, 'requestsPerSecond'), mean(bareRows, 'requestsPerSecond')];
  recordFigures({
    id: 'server',
    what: 'cached page, server',
    command: 'npm run bench:server -- --record',
    summary:
      `${Math.round(server)} req/s, ${ratio.requestsPerSecond} of a bare Node server's ${Math.round(bareNode)} ` +
      `(p99 ${ratio.p99}×), 50 connections, ${seconds} s`,
    details:
      `Load average ${loadBefore} before the run (2 cores); 50 connections, ${seconds} s per run, ` +
      `the bare server and the site's alternately, twice. autocannon shares the two cores with the ` +
      `server it loads, so requests/s are bounded by both; the CPU time per request is the server's own.` +
      `\n\n${report.join('\n')}`,
  });
}

mkdirSync(join(root, 'dist/bench'), { recursive: true });
writeFileSync(
  join(root, 'dist/bench/server.json'),
  JSON.stringify(
    { date: new Date().toISOString(), seconds, results, ratio, recovered, health, compression },
    null,
    2,
  ),
);
await site.stop();
await cms.stop();
const crashed = results.some((r) => Object.keys(r.statusCodes).some((code) => code >= '500'));
process.exit(crashed || recovered !== 200 || health !== 200 ? 1 : 0);
