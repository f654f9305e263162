#!/usr/bin/env node
// Adds a CMS page: the route and page type in the domain manifest, its menu label in both
// catalogs, and seed stubs in both languages (which the seed check refuses until written for real).
// Usage: node tools/scripts/new-page.mjs <domain> <path> <endpoint> "<Display name>" [group-name]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [domain, path, endpoint, displayName, group] = process.argv.slice(2);
if (!domain || !path?.startsWith('/') || !/^[a-z0-9-]+$/.test(endpoint ?? '') || !displayName) {
  console.error(
    'Usage: node tools/scripts/new-page.mjs <domain> </path> <endpoint> "<Display name>" [group-name]',
  );
  process.exit(2);
}
const root = join(import.meta.dirname, '..', '..');
const manifestPath = join(root, 'libs', domain, 'src', 'content-manifest.json');
if (!existsSync(manifestPath)) throw new Error(`No domain "${domain}"`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
if (manifest.pages[endpoint]) throw new Error(`Endpoint "${endpoint}" exists already`);

const key = endpoint.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const label = `${domain}.nav.${key}`;
manifest.pages[endpoint] = { displayName, populateDepth: 10 };
const route = { path, name: endpoint, label, kind: 'page', meta: { isDynamic: true, requiresAuth: false } };
const parent = group ? manifest.routes.find((node) => node.name === group) : undefined;
(parent?.children ?? manifest.routes).push(route);
writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + '\n');

for (const locale of ['en', 'sw']) {
  const catalogPath = join(root, 'libs', domain, 'src', 'messages', `${locale}.json`);
  const catalog = JSON.parse(readFileSync(catalogPath, 'utf8'));
  catalog[label] = locale === 'en' ? displayName : '';
  writeFileSync(catalogPath, JSON.stringify(catalog, null, 2) + '\n');
  const seedPath = join(root, 'apps', 'cms', 'seed', 'pages', domain, `${endpoint}.${locale}.json`);
  const stub = {
    title: 'TODO',
    seo: { metaTitle: 'TODO', metaDescription: 'TODO' },
    editorNote: 'Stub written by tools/scripts/new-page.mjs: write the real content before publishing.',
    blocks: [{ __component: 'blocks.hero', title: 'TODO', text: 'TODO' }],
  };
  writeFileSync(seedPath, JSON.stringify(stub, null, 2) + '\n');
}
console.log(`Added ${path} → ${endpoint}. Write the Swahili label "${label}", fill both seed files, then run:
  npm --prefix apps/cms run seed:check && npm --prefix apps/cms run generate`);
