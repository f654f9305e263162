#!/usr/bin/env node
// Content API benchmark on loopback: cold start, then requests/s and p50/p99 latency of a heavy page
// at 20 keep-alive connections for BENCH_SECONDS (10) against SQLite and against PostgreSQL.
// PostgreSQL runs as a throwaway cluster (scripts/postgres.mjs, installed with apt-get when missing).
import http from 'node:http';
import { join } from 'node:path';
import { startStrapi } from '../test/helpers.mjs';
import { startPostgres } from './postgres.mjs';
import { generate } from './generate-schemas.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
// space-separated (the paths themselves contain commas)
const PATHS = (process.env.BENCH_PATHS || '/api/home?populate=deep,10&locale=en /api/home?locale=en')
  .split(/\s+/)
  .filter(Boolean);

function load(base, path, seconds, connections, headers = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(path, base);
  const latencies = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const one = () =>
    new Promise((resolve) => {
      const t0 = process.hrtime.bigint();
      const req = http.get(
        { agent, host: url.hostname, port: url.port, path: url.pathname + url.search, headers },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) errors += 1;
            latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const worker = async () => {
    while (Date.now() < end) await one();
  };
  const started = Date.now();
  return Promise.all(Array.from({ length: connections }, worker)).then(() => {
    agent.destroy();
    latencies.sort((a, b) => a - b);
    const pct = (p) =>
      latencies.length
        ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]
        : NaN;
    return {
      rps: latencies.length / ((Date.now() - started) / 1000),
      p50: pct(50),
      p99: pct(99),
      requests: latencies.length,
      errors,
    };
  });
}

async function benchBackend(name, env) {
  const rows = [];
  // First start creates the schema and seeds; the second start on the same database is the cold start
  // a deployment sees.
  const first = await startStrapi({ env: { SEED_TEST_FIXTURES: 'false', ...env } });
  await first.stop({ keep: true });
  const cold = await startStrapi({ env: { ...first.env, SEED_TEST_FIXTURES: 'false' } });
  try {
    for (const path of PATHS) {
      // Strapi itself, then through the response cache. `status=published` changes nothing in the
      // answer but is not on the cache's allow-list: it measures Strapi without the cache.
      for (const [cache, target] of [
        ['off', `${path}${path.includes('?') ? '&' : '?'}status=published`],
        ['on', path],
      ]) {
        if (cache === 'on' && path !== PATHS[0]) continue;
        await load(cold.base, target, 2, CONNECTIONS); // warm-up
        const r = await load(cold.base, target, SECONDS, CONNECTIONS);
        rows.push({ backend: name, path, cache, firstStart: first.startMs, coldStart: cold.startMs, ...r });
      }
    }
  } finally {
    await cold.stop();
  }
  return rows;
}

const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');

generate(); // the manifests are the source of the schemas, as for start:api and the tests
const rows = [];
console.log(`Benchmark: ${CONNECTIONS} connections, ${SECONDS} s per path, 127.0.0.1`);
rows.push(...(await benchBackend('sqlite', {})));
const pg = await startPostgres().catch((error) => {
  console.log(`PostgreSQL skipped: ${error.message}`);
  return null;
});
if (pg) {
  Object.assign(process.env, pg.env); // test/helpers.mjs then makes a database in this cluster
  try {
    rows.push(...(await benchBackend('postgres', pg.env)));
  } catch (error) {
    console.log(`PostgreSQL run failed: ${error.message.split('\n')[0]}`);
  } finally {
    pg.stop();
  }
}
console.log('');
console.log(
  '| backend | path | response cache | first start + seed (ms) | cold start (ms) | req/s | p50 (ms) | p99 (ms) | requests | errors |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.backend} | ${r.path} | ${r.cache} | ${r.firstStart} | ${r.coldStart} | ${fmt(r.rps, 1)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${r.requests} | ${r.errors} |`,
  );
}
