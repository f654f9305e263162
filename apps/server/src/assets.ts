import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestChunk = {
  file: string;
  imports?: string[];
  css?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
};
export type ViteManifest = Record<string, ManifestChunk>;

/** The browser files a page needs: stylesheets (render-blocking, so no late restyle) and scripts to preload. */
export type PageAssets = { entry: string; css: string[]; preload: string[] };

/**
 * Reads the browser build's manifest once and answers, for the lazy modules a page used, every file
 * to announce in its head: the entry and its imports, the page's own chunks and their imports, their
 * stylesheets, and on Swahili pages the site's Swahili catalogs (loaded before hydrating).
 */
export function createAssetPlan(clientDir: string) {
  const manifest = JSON.parse(
    readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The browser build has no entry: run `npx nx run site:build`.');
  const entry = manifest[entryKey]!;
  const swahiliCatalogs = (entry.dynamicImports ?? []).filter((key) => key.endsWith('/messages/sw.json'));

  const collect = (
    keys: string[],
    js = new Set<string>(),
    css = new Set<string>(),
    seen = new Set<string>(),
  ) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) continue;
      seen.add(key);
      js.add(`/${chunk.file}`);
      for (const sheet of chunk.css ?? []) css.add(`/${sheet}`);
      collect(chunk.imports ?? [], js, css, seen);
    }
    return { js, css };
  };

  return {
    forPage(modules: string[], locale: string): PageAssets {
      const { js, css } = collect([entryKey, ...modules, ...(locale === 'sw' ? swahiliCatalogs : [])]);
      const entryFile = `/${entry.file}`;
      js.delete(entryFile);
      return { entry: entryFile, css: [...css], preload: [...js] };
    },
  };
}
export type AssetPlan = ReturnType<typeof createAssetPlan>;
