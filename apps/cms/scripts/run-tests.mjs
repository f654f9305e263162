#!/usr/bin/env node
// The CMS suites: node's test runner over test/*.test.mjs (or the files named), one file at a time,
// with the run's seed templates (test/global-setup.mjs). On PostgreSQL (DATABASE_CLIENT=postgres, under
// scripts/with-postgres.mjs) only the files that start a CMS (startStrapi or prepareInstance) and
// read its database: the others, and a file that says `// Database: either` (its starts check what no
// database changes, such as secrets), run once, in the SQLite suite.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const appDir = join(import.meta.dirname, '..');
const named = process.argv.slice(2);
const all = named.length
  ? named
  : readdirSync(join(appDir, 'test'))
      .filter((file) => file.endsWith('.test.mjs'))
      .sort()
      .map((file) => `test/${file}`);
const usesDatabase = (file) => {
  const text = readFileSync(join(appDir, file), 'utf8');
  return /\b(startStrapi|prepareInstance)\(/.test(text) && !/^\/\/ Database: either\b/m.test(text);
};
const files = process.env.DATABASE_CLIENT === 'postgres' ? all.filter(usesDatabase) : all;
const run = spawnSync(
  process.execPath,
  [
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    '--test-global-setup=test/global-setup.mjs',
    ...files,
  ],
  { cwd: appDir, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
