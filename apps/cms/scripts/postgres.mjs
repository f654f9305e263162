// A throwaway PostgreSQL cluster: Debian's `postgresql` (installed with apt-get when missing), a data
// folder in a temp directory owned by the `postgres` user (PostgreSQL refuses to run as root), a free
// port on 127.0.0.1, no fsync (nothing here must survive). `stop()` stops it and deletes the folder.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = '/usr/lib/postgresql';

const binDir = () =>
  existsSync(ROOT)
    ? readdirSync(ROOT)
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => join(ROOT, v, 'bin'))
        .find((d) => existsSync(join(d, 'initdb')))
    : undefined;

function ensureInstalled() {
  if (binDir()) return binDir();
  console.error('postgres: installing Debian postgresql…');
  const sudo = process.getuid() === 0 ? [] : ['sudo'];
  const apt = (...args) => {
    const cmd = [...sudo, 'apt-get', ...args];
    const run = spawnSync(cmd[0], cmd.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status !== 0) throw new Error(`${cmd.join(' ')} failed`);
  };
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'postgresql');
  const dir = binDir();
  if (!dir) throw new Error('postgresql installed but no initdb under /usr/lib/postgresql');
  return dir;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// → { env (DATABASE_* of the database `strapi`), stop() }
export async function startPostgres() {
  const bin = ensureInstalled();
  const asRoot = process.getuid() === 0;
  // runuser lives in /usr/sbin, which a non-login root shell may not have on its PATH.
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser'].find((file) => existsSync(file)) ?? 'runuser';
  const spawnAsPostgres = (cmd, args) => {
    const full = asRoot
      ? [runuser, '-u', 'postgres', '--', join(bin, cmd), ...args]
      : [join(bin, cmd), ...args];
    return spawnSync(full[0], full.slice(1), { encoding: 'utf8' });
  };
  const run = (cmd, args) => {
    const result = spawnAsPostgres(cmd, args);
    if (result.status !== 0)
      throw new Error(
        `${cmd} failed: ${(result.error?.message || result.stderr || result.stdout || '').trim()}`,
      );
    return result;
  };
  const dir = mkdtempSync(join(tmpdir(), 'cms-pg-'));
  chmodSync(dir, 0o700);
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const data = join(dir, 'data');
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      spawnAsPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const opts = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    run('pg_ctl', ['-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', 'start']);
    started = true;
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'strapi']);
  } catch (error) {
    stop();
    throw error;
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
