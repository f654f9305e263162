#!/usr/bin/env node
// Content API benchmark on loopback: cold start, then requests/s and p50/p99 latency of a heavy page
// at 20 keep-alive connections for BENCH_SECONDS (10) against SQLite and against PostgreSQL.
// PostgreSQL runs as a throwaway cluster in a temp folder (as the `postgres` user when run as root);
// it is skipped with a message when its binaries are missing or it cannot start.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startStrapi } from '../test/helpers.mjs';
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
  const cold = await startStrapi({
    env: {
      SEED_TEST_FIXTURES: 'false',
      ...env,
      DATABASE_FILENAME: env.DATABASE_FILENAME || first.dbFile,
      PUBLIC_DIR: join(first.tmp, 'public'),
      SEED_DIR: join(first.tmp, 'seed'),
    },
  });
  try {
    for (const path of PATHS) {
      // Strapi itself (the response cache bypassed), then through the response cache.
      for (const [cache, headers] of [
        ['off', { 'Cache-Control': 'no-cache' }],
        ['on', {}],
      ]) {
        if (cache === 'on' && path !== PATHS[0]) continue;
        await load(cold.base, path, 2, CONNECTIONS, headers); // warm-up
        const r = await load(cold.base, path, SECONDS, CONNECTIONS, headers);
        rows.push({ backend: name, path, cache, firstStart: first.startMs, coldStart: cold.startMs, ...r });
      }
    }
  } finally {
    await cold.stop();
    rmSync(first.tmp, { recursive: true, force: true });
  }
  return rows;
}

// A throwaway PostgreSQL cluster on 127.0.0.1:<free port>; → { env, stop } or null.
async function startPostgres() {
  const binDir = ['/usr/lib/postgresql']
    .filter(existsSync)
    .flatMap((d) =>
      readdirSync(d)
        .sort()
        .reverse()
        .map((v) => join(d, v, 'bin')),
    )
    .find((d) => existsSync(join(d, 'initdb')));
  if (!binDir) {
    console.log('PostgreSQL skipped: no initdb (install with `apt-get install -y postgresql`).');
    return null;
  }
  const asRoot = process.getuid && process.getuid() === 0;
  const run = (cmd, args, opts = {}) =>
    asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], opts) : spawnSync(cmd, args, opts);
  const dir = mkdtempSync(join(tmpdir(), 'cms-bench-pg-'));
  chmodSync(dir, 0o777);
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const data = join(dir, 'data');
  const port = await freePort();
  const init = run(
    join(binDir, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    { encoding: 'utf8' },
  );
  if (init.status !== 0) {
    console.log(`PostgreSQL skipped: initdb failed: ${(init.stderr || '').trim().split('\n').pop()}`);
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const opts = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off`;
  const args = ['-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', 'start'];
  const started = run(join(binDir, 'pg_ctl'), args, { encoding: 'utf8' });
  if (started.status !== 0) {
    console.log(
      `PostgreSQL skipped: pg_ctl start failed: ${(started.stderr || started.stdout || '').trim()}`,
    );
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const stop = () => {
    run(join(binDir, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  const created = run(
    join(binDir, 'createdb'),
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'strapi'],
    { encoding: 'utf8' },
  );
  if (created.status !== 0) {
    console.log(`PostgreSQL skipped: createdb failed: ${created.stderr}`);
    stop();
    return null;
  }
  return {
    env: {
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: String(port),
      DATABASE_NAME: 'strapi',
      DATABASE_USERNAME: 'postgres',
      DATABASE_PASSWORD: '',
      DATABASE_SSL: 'false',
    },
    stop,
  };
}

const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');

generate(); // the manifests are the source of the schemas, as for start:api and the tests
const rows = [];
console.log(`Benchmark: ${CONNECTIONS} connections, ${SECONDS} s per path, 127.0.0.1`);
rows.push(...(await benchBackend('sqlite', {})));
const pg = await startPostgres();
if (pg) {
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
