#!/usr/bin/env node
// `npm run bench:bundle`: gzip size of the site's initial JavaScript (and each library's share of it)
// and CSS, and of each domain's lazy chunks (what a visitor downloads on top of the initial load to open
// that domain's pages). Reads the Vite manifest and source maps of the browser build,
// `dist/apps/site/client` (`npx nx run site:build` first). With --check it fails when the initial
// JavaScript, or the site's own code in it, exceeds its budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createAssetPlan } from '../../apps/server/src/assets.ts';
import { librarySharesOf, libraries } from './lib/library-shares.mjs';
import { recordFigures, recording } from './lib/measurements.mjs';

const dist = join(import.meta.dirname, '..', '..', 'dist', 'apps', 'site', 'client');
const sourcemaps = join(dist, '..', 'sourcemaps');
// The budget follows the ordered stack (docs/adr/0003-initial-bundle-budget.md): React DOM, React
// Router, RTK Query with react-redux and react-intl are ~130 kB gzip of it; the site's own code has 25.
const budgetKb = 155;
const ownBudgetKb = 25;
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npx nx run site:build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Every line of the report, printed and, with `--record`, written to docs/measurements.md. */
const report = [];
const out = (line) => {
  report.push(line);
  console.log(line);
};

const sum = (files) => [...files].reduce((total, file) => total + gz(file.slice(1)), 0);

// What a page loads is what the server announces for it (apps/server/src/assets.ts): the entry, the
// start's chunks it imports in stages, the page's own modules, and their imports. The initial
// JavaScript is what every page announces.
const plan = createAssetPlan(dist);
const jsOf = (page) => new Set([page.entry, ...page.preload]);
const announced = (modules) => jsOf(plan.forPage(modules, 'en'));
const everyPage = plan.forPage([], 'en');
const initial = jsOf(everyPage);
const initialJs = sum(initial);
const beyond = (files, ...loaded) =>
  new Set([...files].filter((file) => !loaded.some((set) => set.has(file))));
out(`initial JavaScript  ${kb(initialJs)} kB gzip (${initial.size} files, budget ${budgetKb} kB)`);
const { owners, parts, ownCode } = librarySharesOf(dist, sourcemaps, initial);
const share = (owner) => owners.get(owner) ?? 0;
for (const owner of [...libraries.map(([name]) => name), ownCode, ...owners.keys()].filter(
  (owner, i, all) => all.indexOf(owner) === i && owners.has(owner),
)) {
  const inside = owner.startsWith('RTK')
    ? ` (${[...parts]
        .filter(([pkg]) => /reduxjs|^redux|immer|reselect/.test(pkg))
        .map(([pkg, bytes]) => `${pkg} ${kb(bytes)}`)
        .join(', ')})`
    : '';
  const limit = owner === ownCode ? `, budget ${ownBudgetKb} kB` : '';
  out(`  ${owner.padEnd(30)} ${kb(share(owner)).padStart(6)} kB${limit}${inside}`);
}
// One stylesheet for the whole site (apps/site/vite.config.ts), linked from every page.
out(`site CSS            ${kb(sum(everyPage.css))} kB gzip (one file, every page)`);

const domains = ['mobile', 'mpesa', 'business', 'investor', 'foundation', 'support'];
const keysUnder = (dir) => Object.keys(manifest).filter((key) => key.includes(dir));
for (const domain of domains) {
  const files = beyond(announced(keysUnder(`libs/${domain}/src/pages/`)), initial);
  // The domain's own blocks (forms, tools) load only on the pages that carry them.
  const own = beyond(announced(keysUnder(`libs/${domain}/src/blocks/`)), initial, files);
  const extra = own.size ? `; its blocks +${kb(sum(own))} kB JS` : '';
  out(`${domain.padEnd(11)} lazy  ${kb(sum(files)).padStart(6)} kB JS  (${files.size} chunks${extra})`);
}
const filesOf = (keys) => new Set(keys.map((key) => `/${manifest[key].file}`));
const blockFiles = filesOf(keysUnder('libs/shared/blocks/src/blocks/'));
out(`blocks (each lazy)  ${kb(sum(blockFiles))} kB JS in ${blockFiles.size} chunks`);

const swCatalogs = filesOf(Object.keys(manifest).filter((key) => key.endsWith('/sw.json')));
out(`Swahili catalogs    ${kb(sum(swCatalogs))} kB JS (lazy, loaded only when Swahili is chosen)`);

if (recording()) {
  const shares = [...libraries.map(([name]) => name), ownCode]
    .map((owner) => `${owner} ${kb(share(owner))}`)
    .join(', ');
  recordFigures({
    id: 'bundle',
    what: 'initial JavaScript',
    command: 'npm run bench:bundle -- --record',
    summary: `${kb(initialJs)} kB gzip (${shares}); CSS ${kb(sum(everyPage.css))} kB`,
    details: `\`\`\`\n${report.join('\n')}\n\`\`\``,
  });
}

// The entry evaluates the start in stages, one chunk a task (src/entry-client.tsx): a static import of
// any chunk but the small `boot` and the bundler's runtime would evaluate it, and every chunk it
// imports, in the entry's own task, before the first stage.
const entryKey = Object.keys(manifest).find(
  (key) => manifest[key].isEntry && key.endsWith('entry-client.tsx'),
);
const entryImports = (manifest[entryKey]?.imports ?? []).filter(
  (key) => !/^_(boot|rolldown-runtime)-[\w-]+\.js$/.test(key),
);
out(`entry's static imports beyond boot: ${entryImports.length ? entryImports.join(', ') : 'none'}`);

if (process.argv.includes('--check')) {
  if (initialJs / 1024 > budgetKb) console.error(`Initial JavaScript is over the ${budgetKb} kB budget.`);
  if (share(ownCode) / 1024 > ownBudgetKb)
    console.error(`The site's own code is over its ${ownBudgetKb} kB budget.`);
  if (entryImports.length)
    console.error(
      'The entry imports more than the boot chunk statically (apps/site/vite.config.ts, `bootModules`).',
    );
  if (initialJs / 1024 > budgetKb || share(ownCode) / 1024 > ownBudgetKb || entryImports.length)
    process.exit(1);
}
