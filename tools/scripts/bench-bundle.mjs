#!/usr/bin/env node
// `npm run bench:bundle`: gzip size of the site's initial JavaScript and CSS, and of each domain's
// lazy chunks (what a visitor downloads on top of the initial load to open that domain's pages).
// Reads the Vite manifest of the browser build, `dist/apps/site/client` (`npx nx run site:build` first).
// With --check it fails when the initial JavaScript exceeds the budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createAssetPlan } from '../../apps/server/src/assets.ts';

const dist = join(import.meta.dirname, '..', '..', 'dist', 'apps', 'site', 'client');
// The goal is 120 kB (docs/adr/0003-initial-bundle-budget.md); the framework alone (React DOM with
// React 67.5, React Router with RTK Query 53.5 kB gzip) is 121 kB, so `--check` guards against growth
// at today's figure while the goal stays printed beside it. 151 → 153: the header search and the
// sample-content notice (issues 13 and 15) added 2 kB to the entry (the cookie texts load with their block).
// 153 → 148: the site's own message formatter replaced react-intl (5.4 kB).
// 148 → 145: React Router's unused components left the build (tools/vite/pure-components.ts, 3.7 kB).
const goalKb = 120;
const budgetKb = 145;
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npx nx run site:build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Every file an entry pulls in statically (the chunk, its static imports, their CSS). */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const filesOf = (keys) => ({ js: new Set([...keys].map((key) => manifest[key].file)) });
const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);

// The initial JavaScript is what the server announces on every page (apps/server/src/assets.ts): the
// entry, the start's chunks it imports in stages, and their imports.
const everyPage = createAssetPlan(dist).forPage([], 'en');
const initialFiles = new Set([everyPage.entry, ...everyPage.preload].map((url) => url.slice(1)));
const initialKeys = new Set(Object.keys(manifest).filter((key) => initialFiles.has(manifest[key].file)));
const initial = filesOf(initialKeys);
const initialJs = sum(initial.js);
console.log(
  `initial JavaScript  ${kb(initialJs)} kB gzip (${initial.js.size} files, budget ${budgetKb} kB, goal ${goalKb} kB)`,
);
// One stylesheet for the whole site (apps/site/vite.config.ts), linked from every page.
const stylesheets = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.css'));
console.log(
  `site CSS            ${kb(sum(stylesheets.map((chunk) => chunk.file)))} kB gzip (one file, every page)`,
);

const domains = ['mobile', 'mpesa', 'business', 'investor', 'foundation', 'support'];
for (const domain of domains) {
  const keys = new Set();
  for (const key of Object.keys(manifest).filter(
    (k) => k.startsWith(`libs/${domain}/src/pages/`) || k.includes(`/libs/${domain}/src/pages/`),
  )) {
    for (const dep of closure(key)) if (!initialKeys.has(dep)) keys.add(dep);
  }
  const files = filesOf(keys);
  // The domain's own blocks (forms, tools) load only on the pages that carry them.
  const own = new Set();
  for (const key of Object.keys(manifest).filter((k) => k.includes(`libs/${domain}/src/blocks/`))) {
    for (const dep of closure(key)) if (!initialKeys.has(dep) && !keys.has(dep)) own.add(dep);
  }
  const ownFiles = filesOf(own);
  const extra = own.size ? `; its blocks +${kb(sum(ownFiles.js))} kB JS` : '';
  console.log(
    `${domain.padEnd(11)} lazy  ${kb(sum(files.js)).padStart(6)} kB JS  (${files.js.size} chunks${extra})`,
  );
}
const blocks = Object.keys(manifest).filter((key) => key.includes('libs/shared/blocks/src/blocks/'));
const blockFiles = filesOf(new Set(blocks));
console.log(`blocks (each lazy)  ${kb(sum(blockFiles.js))} kB JS in ${blockFiles.js.size} chunks`);

const swCatalogs = Object.keys(manifest).filter((key) => key.endsWith('/sw.json'));
console.log(
  `Swahili catalogs    ${kb(sum(filesOf(new Set(swCatalogs)).js))} kB JS (lazy, loaded only when Swahili is chosen)`,
);

if (process.argv.includes('--check') && initialJs / 1024 > budgetKb) {
  console.error(`Initial JavaScript is over the ${budgetKb} kB budget.`);
  process.exit(1);
}
