import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A free local TCP port (the OS picks one; closed again before Redis takes it). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export type RedisServer = { url: string; client: Redis; stop(): Promise<void> };

/**
 * Debian's `redis-server` (installed by tools/scripts/ensure-packages.sh) on a free port, in memory
 * only. Resolves once it answers PING: Redis prints "Ready to accept connections" first.
 */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let log = '';
  child.stdout?.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${log}`)));
    child.stdout?.on('data', (chunk: string) => {
      log += chunk;
      if (log.includes('Ready to accept connections')) resolve();
    });
  });
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url);
  await client.ping();
  return {
    url,
    client,
    async stop() {
      client.disconnect();
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
