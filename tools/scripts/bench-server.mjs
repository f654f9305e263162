#!/usr/bin/env node
// `npm run bench:server`: the production server under load (autocannon, 127.0.0.1 only), on the built
// site (`npx nx run site:build` first) and a real, freshly seeded CMS. First the cached page beside a
// bare Node server sending the same bytes (the machine's limit), and their ratio; then an asset, a
// content read, form posts past their limit, and one client flooding uncached paths while another
// reads cached pages and the health check; a search engine's crawl of every page, all of them older
// than PAGE_MAX_AGE_SECONDS, while another client reads content (alone and during the crawl,
// alternately, twice; the CMS behind a counting proxy); last, compression times and sizes on the
// site's pages. `-- --crawl-only`: the crawl alone.
// For each run: requests/s, p50 and p99 latency, statuses, and how many reads reached the CMS
// (counted by a proxy in front of it). Writes dist/bench/server.json; with `-- --record` also the
// README's row of current figures and the bench:server section of docs/measurements.md.
import autocannon from 'autocannon';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { bareServer, capture, cpuSeconds } from './lib/bench-bare.mjs';
import { compressionLines, compressionTable } from './lib/bench-compression.mjs';
import { recordFigures, recording } from './lib/measurements.mjs';
import { countingProxy } from './lib/counting-proxy.mjs';
import { root, startCms, startSite } from './lib/stack.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const crawlOnly = process.argv.includes('--crawl-only');
if (!existsSync(join(root, 'dist/apps/site/client/.vite/manifest.json'))) {
  console.error('No build found: run `npx nx run site:build` first.');
  process.exit(1);
}

// The machine's load when the run starts: the figures are only comparable on a quiet machine.
const loadBefore = loadavg()
  .map((value) => value.toFixed(2))
  .join(', ');
const cms = await startCms({ API_CACHE_TTL_SECONDS: '0' });
// Every request of the site's server to the CMS goes through this proxy, which counts them.
const proxy = await countingProxy(cms.url);
// Behind a trusted proxy (here: the benchmark's own address), X-Forwarded-For tells two clients apart.
const cmsConcurrency = 8;
/** The production server on the built site, behind the proxy, once its cache is warm. */
async function warmSite(env = {}) {
  const started = await startSite(proxy.url, {
    TRUSTED_PROXIES: '127.0.0.1',
    CMS_CONCURRENCY: String(cmsConcurrency),
    ...env,
  });
  for (let i = 0; i < 600 && (await fetch(`${started.url}/readyz`).catch(() => null))?.status !== 200; i += 1)
    await new Promise((next) => setTimeout(next, 1_000));
  return started;
}

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
  const before = proxy.requests();
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
    cmsReads: proxy.requests() - before,
    ...(pid ? { cpuMicrosPerRequest: Math.round((cpu * 1e6) / result.requests.total) } : {}),
  };
  results.push(row);
  return row;
}

/** The cached page beside a bare server, an asset, a content read, form posts, a flood beside a reader. */
async function loadRuns(site) {
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
  return { ratio, bareRows, serverRows, recovered, health };
}

/** The server's own count of its work, from /metrics (the bench runs on a loopback address it allows). */
async function work(site) {
  const text = await (await fetch(`${site.url}/metrics`)).text();
  const value = (pattern) => Number(new RegExp(`^${pattern} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return {
    rendersBusy:
      value('site_work_running\\{queue="renders"\\}') +
      value('site_work_waiting\\{queue="renders",priority="visitor"\\}') +
      value('site_work_waiting\\{queue="renders",priority="background"\\}'),
    dropped: value('site_page_refreshes_dropped_total'),
  };
}

/**
 * A search engine's crawl: one client reads every page of the sitemap in sequence on one connection,
 * every one of them older than PAGE_MAX_AGE_SECONDS (1 s here), while a second client reads content
 * through /api at a visitor's pace; the same second client alone before it, alternately, twice. The
 * second client's p99 during the crawl against its p99 alone (goal ≤ 2), its statuses (goal: no
 * 5xx), and the CMS requests in flight at once, counted by the proxy (goal ≤ CMS_CONCURRENCY).
 */
async function crawlRuns(site) {
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const content =
    '/api/news-updates?locale=en&populate=deep%2C10&sort=publishDate%3Adesc&pagination%5Bpage%5D=1&pagination%5BpageSize%5D=9';
  const reader = (name) =>
    run(name, {
      url: site.url,
      connections: 2,
      overallRate: 50,
      duration: seconds,
      headers: { 'x-forwarded-for': '10.0.0.2' },
      requests: [{ path: content }],
    });
  const idle = async () => {
    for (let i = 0; i < 120 && (await work(site)).rendersBusy > 0; i += 1)
      await new Promise((next) => setTimeout(next, 500));
    // Every page older than its maximum age again.
    await new Promise((next) => setTimeout(next, 1_100));
  };
  const rounds = [];
  for (let round = 0; round < 2; round += 1) {
    await idle();
    const alone = await reader('content reader alone');
    await idle();
    proxy.reset();
    const before = await work(site);
    const [crawl, during] = await Promise.all([
      run(`crawl: ${paths.length} aged pages in sequence, one connection`, {
        url: site.url,
        connections: 1,
        amount: paths.length,
        headers: { 'x-forwarded-for': '10.0.0.3', 'accept-encoding': 'br' },
        requests: paths.map((path) => ({ path })),
      }),
      reader('content reader during the crawl'),
    ]);
    await idle();
    const { most, total } = proxy.counts();
    rounds.push({
      alone,
      during,
      crawl,
      cmsMost: most,
      cmsRequests: total,
      dropped: (await work(site)).dropped - before.dropped,
    });
  }
  const ratio = Number(
    (
      mean(
        rounds.map((r) => r.during),
        'p99',
      ) /
      mean(
        rounds.map((r) => r.alone),
        'p99',
      )
    ).toFixed(2),
  );
  const fivexx = rounds.some((r) => Object.keys(r.during.statusCodes).some((code) => code >= '500'));
  const cmsMost = Math.max(...rounds.map((r) => r.cmsMost));
  const lines = [
    `crawl of ${paths.length} aged pages beside a content reader (${seconds} s, 50 requests/s): the reader's p99 ` +
      `${ratio} times its p99 alone (goal ≤ 2), ${fivexx ? 'with 5xx' : 'no 5xx'}; CMS requests at once at most ` +
      `${cmsMost} (bound ${cmsConcurrency}), ${rounds.map((r) => r.cmsRequests).join(' and ')} in all; refreshes dropped ` +
      `${rounds.map((r) => r.dropped).join(' and ')}`,
  ];
  return { ratio, fivexx, cmsMost, rounds, lines };
}

const mean = (rows, key) => rows.reduce((sum, row) => sum + row[key], 0) / rows.length;

// The loads on a server whose pages keep for the default 5 minutes; the crawl on one whose pages
// age in a second, so that every page the crawl reads is older than its maximum age.
const loadSite = crawlOnly ? null : await warmSite();
const loads = loadSite ? await loadRuns(loadSite) : null;
const pages = loadSite
  ? await Promise.all(
      ['/mpesa', '/news-events', '/sw/soka', '/this/does-not-exist'].map(async (path) => ({
        name: path,
        html: Buffer.from(await (await fetch(`${loadSite.url}${path}`)).arrayBuffer()),
      })),
    )
  : [];
await loadSite?.stop();
const crawlSite = await warmSite({ PAGE_MAX_AGE_SECONDS: '1' });
const crawl = await crawlRuns(crawlSite);
await crawlSite.stop();
await proxy.stop();
await cms.stop();

const compression = loads ? compressionTable(pages) : null;
const runLines = [
  '| run | req/s | p50 ms | p99 ms | statuses | CMS reads | server CPU µs/request |',
  '|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.run} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${JSON.stringify(r.statusCodes)} | ${r.cmsReads} | ${r.cpuMicrosPerRequest ?? ''} |`,
  ),
];
const loadLines = loads
  ? [
      `cached page / bare Node server: ${loads.ratio.requestsPerSecond} of its requests/s (goal ≥ 0.8), ` +
        `p99 ${loads.ratio.p99} times its p99 (goal ≤ 1.5); ${loads.ratio.cpuPerRequest} times its CPU time per request`,
      `after the flood: /mpesa ${loads.recovered}, /healthz ${loads.health}`,
    ]
  : [];
const report = [
  ...runLines,
  '',
  ...loadLines,
  ...crawl.lines,
  ...(compression ? ['', ...compressionLines(compression)] : []),
];
console.log(`\n${report.join('\n')}`);
const machine = `Load average ${loadBefore} before the run (2 cores)`;
if (recording() && loads) {
  const { ratio, serverRows, bareRows } = loads;
  const [server, bareNode] = [mean(serverRows, 'requestsPerSecond'), mean(bareRows, 'requestsPerSecond')];
  recordFigures({
    id: 'server',
    what: 'cached page, server',
    command: 'npm run bench:server -- --record',
    summary:
      `${Math.round(server)} req/s, ${ratio.requestsPerSecond} of a bare Node server's ${Math.round(bareNode)} ` +
      `(p99 ${ratio.p99}×), 50 connections, ${seconds} s`,
    details:
      `${machine}; 50 connections, ${seconds} s per run, ` +
      `the bare server and the site's alternately, twice. autocannon shares the two cores with the ` +
      `server it loads, so requests/s are bounded by both; the CPU time per request is the server's own.` +
      `\n\n${report.join('\n')}`,
  });
}
if (recording())
  recordFigures({
    id: 'server-crawl',
    what: 'a crawl beside a reader',
    command: `npm run bench:server -- ${crawlOnly ? '--crawl-only ' : ''}--record`,
    summary:
      `the reader's p99 ${crawl.ratio}× its p99 alone, ${crawl.fivexx ? 'with 5xx' : 'no 5xx'}; ` +
      `CMS requests at once ≤ ${crawl.cmsMost} (bound ${cmsConcurrency})`,
    details:
      `${machine}. The reader alone and during the crawl alternately, twice, ${seconds} s each; the ` +
      `CMS behind a counting proxy.\n\n${[...runLines.slice(0, 2), ...runLines.slice(2).filter((line) => /crawl|content reader/.test(line)), '', ...crawl.lines].join('\n')}`,
  });

mkdirSync(join(root, 'dist/bench'), { recursive: true });
writeFileSync(
  join(root, 'dist/bench/server.json'),
  JSON.stringify({ date: new Date().toISOString(), seconds, results, loads, crawl, compression }, null, 2),
);
const crashed = results.some((r) => Object.keys(r.statusCodes).some((code) => code >= '500'));
const failed =
  crashed || (loads && (loads.recovered !== 200 || loads.health !== 200)) || crawl.cmsMost > cmsConcurrency;
process.exit(failed ? 1 : 0);
