#!/usr/bin/env node
// What each Storybook holds, read from its configuration (`.storybook/main.ts`, its `stories` globs)
// without building it: the root one (`npm run build-storybook`, the one `npm test` builds and the story
// tests run) every story file of the repository; a domain's (`nx run <domain>:storybook` and
// `:build-storybook`, STORYBOOK_DOMAIN=<domain>) its own stories and the shared ui's, and no other
// domain's. A glob that stopped matching, or a story file no Storybook shows, fails here in a second.
import { existsSync, globSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { treeFiles } from './tree-files.mjs';

const root = join(import.meta.dirname, '../..');
const configDir = join(root, '.storybook');
const domains = readdirSync(join(root, 'libs')).filter((name) =>
  existsSync(join(root, 'libs', name, 'src/content-manifest.json')),
);

/** The story files the configuration lists for STORYBOOK_DOMAIN=`domain` (none: the root one). */
async function storyFiles(domain) {
  if (domain) process.env['STORYBOOK_DOMAIN'] = domain;
  else delete process.env['STORYBOOK_DOMAIN'];
  // The configuration reads the variable when it loads: one module instance per domain.
  const url = `${pathToFileURL(join(configDir, 'main.ts'))}?domain=${domain ?? ''}`;
  const { default: config } = await import(url);
  return new Set(
    config.stories.flatMap((pattern) =>
      globSync(pattern, { cwd: configDir }).map((file) => relative(root, resolve(configDir, file))),
    ),
  );
}

const problems = [];
const tracked = treeFiles(root).filter((file) => /\.stories\.tsx?$/.test(file));
const all = await storyFiles(null);
for (const file of tracked) if (!all.has(file)) problems.push(`the root Storybook misses ${file}`);
for (const domain of domains) {
  const files = [...(await storyFiles(domain))];
  const own = files.filter((file) => file.startsWith(`libs/${domain}/`));
  const ui = files.filter((file) => file.startsWith('libs/shared/ui/'));
  const others = files.filter((file) => !own.includes(file) && !ui.includes(file));
  if (own.length === 0) problems.push(`${domain}: none of its own stories`);
  if (ui.length === 0) problems.push(`${domain}: none of the shared ui's stories`);
  for (const file of others)
    problems.push(`${domain}: a story that is neither its own nor the shared ui's: ${file}`);
}
for (const problem of problems) console.error(`domain-storybooks: ${problem}`);
console.log(
  `domain-storybooks: ${problems.length ? `${problems.length} problem(s)` : `the root Storybook holds all ${tracked.length} story files; ${domains.length} domains, each its own stories and the shared ui's alone`}`,
);
process.exit(problems.length ? 1 : 0);
