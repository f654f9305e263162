import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestChunk = {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
};
export type ViteManifest = Record<string, ManifestChunk>;

/** The browser files a page needs: stylesheets (render-blocking, so no late restyle) and scripts to preload. */
export type PageAssets = { entry: string; css: string[]; preload: string[] };

/**
 * Reads the browser build's manifest once and answers, for the lazy modules a page used, every file
 * to announce in its head: the site's one stylesheet, the entry, the start's chunks, the page's own
 * chunks, all with their imports, and on Swahili pages the site's Swahili catalogs (loaded before
 * hydrating).
 */
export function createAssetPlan(clientDir: string) {
  const manifest = JSON.parse(
    readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
  // Two inputs: the entry, and the start it imports in stages (apps/site/vite.config.ts).
  const found = Object.entries(manifest).find(([, chunk]) => chunk.isEntry && chunk.name === 'entry-client');
  if (!found) throw new Error('The browser build has no entry: run `npx nx run site:build`.');
  const [entryKey, entry] = found;
  // The build writes one stylesheet for the whole site (apps/site/vite.config.ts: `cssCodeSplit`).
  const stylesheets = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.css'))
    .map((chunk) => `/${chunk.file}`);
  // The entry imports the start's chunks one after the other (apps/site/src/entry-client.tsx): every
  // page runs them, so every page announces them with the entry.
  const startChunks = entry.dynamicImports ?? [];
  const swahiliCatalogs = startChunks
    .flatMap((key) => manifest[key]?.dynamicImports ?? [])
    .filter((key) => key.endsWith('/messages/sw.json'));

  const collect = (keys: string[], js = new Set<string>(), seen = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) continue;
      seen.add(key);
      js.add(`/${chunk.file}`);
      collect(chunk.imports ?? [], js, seen);
    }
    return js;
  };

  return {
    forPage(modules: string[], locale: string): PageAssets {
      const js = collect([entryKey, ...startChunks, ...modules, ...(locale === 'sw' ? swahiliCatalogs : [])]);
      const entryFile = `/${entry.file}`;
      js.delete(entryFile);
      return { entry: entryFile, css: stylesheets, preload: [...js] };
    },
  };
}
export type AssetPlan = ReturnType<typeof createAssetPlan>;
