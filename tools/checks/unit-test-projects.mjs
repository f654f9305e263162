#!/usr/bin/env node
// `npm test` runs the unit tests of the projects vitest.unit.config.ts finds by its globs, in one
// Vitest. A project's Vite or Vitest configuration they miss would have its tests skipped without an
// error (Nx would still show the project's `test` target), and a glob that finds nothing is stale.
import { join, matchesGlob } from 'node:path';
import { unitTestProjects } from '../../vitest.unit.config.ts';

import { treeFiles } from './tree-files.mjs';

const root = join(import.meta.dirname, '../..');
const configs = treeFiles(root).filter((file) => /\/(vite|vitest)\.config\.[cm]?[jt]s$/.test(file));
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
