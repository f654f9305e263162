// A throwaway Redis for the tests: Debian's redis-server (installed with apt-get when missing), on a
// free loopback port, nothing saved to disk. Ready when the server says so, not after a sleep.
import { spawn, spawnSync } from 'node:child_process';
import { freePort } from './helpers.mjs';

function ensureRedisServer() {
  if (spawnSync('sh', ['-c', 'command -v redis-server']).status === 0) return;
  const install = spawnSync('apt-get', ['install', '-y', 'redis-server'], { stdio: 'inherit' });
  if (install.status !== 0)
    throw new Error('redis-server is missing and `apt-get install -y redis-server` failed (run it as root)');
}

/** → { url, port, stop() } */
export async function startRedis() {
  ensureRedisServer();
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  process.once('exit', () => child.exitCode === null && child.kill('SIGKILL'));
  let output = '';
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (/Ready to accept connections/.test(output)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output.slice(-2000)}`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}
