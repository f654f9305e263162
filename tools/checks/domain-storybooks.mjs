#!/usr/bin/env node
// Each domain's static Storybook (`nx run <domain>:build-storybook`, dist/storybook/<domain>) holds its
// own stories and the shared ui's, and no other domain's: what its index lists, by the file of each story.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const domains = readdirSync(join(root, 'libs')).filter((name) =>
  existsSync(join(root, 'libs', name, 'src/content-manifest.json')),
);
const problems = [];
for (const domain of domains) {
  const index = join(root, 'dist/storybook', domain, 'index.json');
  if (!existsSync(index)) {
    problems.push(`${domain}: no ${index} (run nx run ${domain}:build-storybook)`);
    continue;
  }
  const files = Object.values(JSON.parse(readFileSync(index, 'utf8')).entries).map(
    (entry) => entry.importPath,
  );
  const own = files.filter((file) => file.startsWith(`./libs/${domain}/`));
  const ui = files.filter((file) => file.startsWith('./libs/shared/ui/'));
  const others = files.filter((file) => !own.includes(file) && !ui.includes(file));
  if (own.length === 0) problems.push(`${domain}: none of its own stories`);
  if (ui.length === 0) problems.push(`${domain}: none of the shared ui's stories`);
  for (const file of new Set(others))
    problems.push(`${domain}: a story that is neither its own nor the shared ui's: ${file}`);
}
for (const problem of problems) console.error(`domain-storybooks: ${problem}`);
console.log(
  `domain-storybooks: ${problems.length ? `${problems.length} problem(s)` : `${domains.length} domains, each with its own stories and the shared ui's alone`}`,
);
process.exit(problems.length ? 1 : 0);
