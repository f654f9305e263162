#!/usr/bin/env node
// `node scripts/with-postgres.mjs <command…>`: runs the command against a throwaway PostgreSQL cluster
// (scripts/postgres.mjs) with DATABASE_CLIENT=postgres and the connection variables set, then stops and
// deletes the cluster, also when the command fails or on Ctrl+C / SIGTERM. Exits with the command's code.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { startPostgres } from './postgres.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-postgres.mjs <command> [args…]');
  process.exit(2);
}
const pg = await startPostgres();
let child = null;
const finish = (code) => {
  pg.stop();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child && child.exitCode === null) child.kill(signal);
    else finish(130);
  });
}
process.on('uncaughtException', (error) => {
  console.error(error);
  finish(1);
});
console.error(`with-postgres: PostgreSQL on 127.0.0.1:${pg.env.DATABASE_PORT}`);
child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...pg.env } });
// a command ended by a signal exits like a shell would report it (128 + the signal's number)
child.on('exit', (code, signal) => finish(code ?? 128 + (constants.signals[signal] || 0)));
child.on('error', (error) => {
  console.error(`with-postgres: ${error.message}`);
  finish(127);
});
