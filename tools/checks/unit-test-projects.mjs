#!/usr/bin/env node
// `npm test` runs the unit tests of the projects vitest.unit.config.ts finds by its globs, in one
// Vitest. A project's Vite or Vitest configuration they miss would have its tests skipped without an
// error (Nx would still show the project's `test` target), and a glob that finds nothing is stale.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { unitTestProjects } from '../../vitest.unit.config.ts';

const root = join(import.meta.dirname, '../..');
const configs = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root })
  .toString()
  .split('\n')
  .filter((file) => /\/(vite|vitest)\.config\.[cm]?[jt]s$/.test(file) && existsSync(join(root, file)));
const problems = [
  ...configs
    .filter((file) => !unitTestProjects.some((glob) => matchesGlob(file, glob)))
    .map((file) => `vitest.unit.config.ts does not run ${file}`),
  ...unitTestProjects
    .filter((glob) => !configs.some((file) => matchesGlob(file, glob)))
    .map((glob) => `vitest.unit.config.ts: ${glob} finds no project`),
];
for (const problem of problems) console.error(problem);
process.exit(problems.length ? 1 : 0);
