#!/usr/bin/env node
// The solution (the root tsconfig.json, what `npx tsc -b` and `npm test` type-check) references every
// project's tsconfig.json and nothing else: a project left out would go unchecked without an error.
// `.storybook/tsconfig.json` is the editor's view of the Storybook configuration, not a project.
import { dirname, join } from 'node:path';
import ts from 'typescript';

import { treeFiles } from './tree-files.mjs';

const root = join(import.meta.dirname, '../..');
// TypeScript's own reader: the file is JSON with comments, as every tsconfig.
const { config: solution, error } = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
const listed = new Set(solution.references.map((ref) => ref.path));
const projects = treeFiles(root)
  .filter((file) => /\/tsconfig\.json$/.test(file) && !file.startsWith('.storybook/'))
  .map(dirname);
const problems = [
  ...projects.filter((dir) => !listed.has(dir)).map((dir) => `tsconfig.json does not reference ${dir}`),
  ...[...listed]
    .filter((dir) => !projects.includes(dir))
    .map((dir) => `tsconfig.json references ${dir}, which has no tsconfig.json`),
];
for (const problem of problems) console.error(problem);
process.exit(problems.length ? 1 : 0);
