import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAssetPlan, type ViteManifest } from '../src/assets.ts';

/** The shape of the browser build: an entry that imports the start's chunks in stages. */
const manifest: ViteManifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client.js',
    name: 'entry-client',
    isEntry: true,
    imports: ['_boot.js'],
    dynamicImports: ['_react.js', '_framework.js', 'src/start.tsx'],
  },
  'src/start.tsx': {
    file: 'assets/start.js',
    name: 'start',
    isEntry: true,
    imports: ['_react.js', '_framework.js', '_boot.js'],
    dynamicImports: ['libs/page.tsx', 'libs/i18n/messages/sw.json'],
  },
  '_boot.js': { file: 'assets/boot.js' },
  '_react.js': { file: 'assets/react.js' },
  '_framework.js': { file: 'assets/framework.js', imports: ['_react.js'] },
  'libs/page.tsx': { file: 'assets/page.js', imports: ['_card.js'] },
  '_card.js': { file: 'assets/card.js' },
  'libs/i18n/messages/sw.json': { file: 'assets/sw.js' },
  'style.css': { file: 'assets/style.css' },
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'asset-plan-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("every page announces the entry's imports and the start's chunks it imports in stages", () => {
  const assets = createAssetPlan(dir).forPage([], 'en');
  expect(assets.entry).toBe('/assets/entry-client.js');
  expect(assets.css).toEqual(['/assets/style.css']);
  expect(assets.preload.toSorted()).toEqual(
    ['/assets/boot.js', '/assets/framework.js', '/assets/react.js', '/assets/start.js'].toSorted(),
  );
});

test("a page adds its own modules with their imports, and a Swahili page the start's Swahili catalogs", () => {
  const plan = createAssetPlan(dir);
  expect(plan.forPage(['libs/page.tsx'], 'en').preload).toEqual(
    expect.arrayContaining(['/assets/page.js', '/assets/card.js']),
  );
  expect(plan.forPage([], 'en').preload).not.toContain('/assets/sw.js');
  expect(plan.forPage([], 'sw').preload).toContain('/assets/sw.js');
});
