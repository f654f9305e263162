import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export type ServiceWorkerOptions = {
  /** The worker's source (Workbox modules), bundled on its own into `sw.js` at the site's root. */
  entry: string;
  /** Fixed-name pages written beside it and precached (the offline pages). */
  pages: Record<string, string>;
  /** Fixed-name files of the public dir to precache (icons, web app manifest). */
  publicFiles: string[];
  buildId: string;
};

/** The shell to precache: the entries (the entry and the start it imports), their static imports, and the site's stylesheet. */
export function shellFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  // One stylesheet for the site (`cssCodeSplit: false`): an asset that no chunk imports.
  for (const item of Object.values(bundle))
    if (item.type === 'asset' && item.fileName.endsWith('.css')) files.add(item.fileName);
  return [...files].sort();
}

const revision = (content: string | Buffer) =>
  createHash('sha256').update(content).digest('hex').slice(0, 16);

/**
 * Browser build only: writes the offline pages, then bundles the service worker with the precache
 * list of this build (hashed files without a revision, fixed names with their content's hash) and
 * the build's id. A new deploy is a new `sw.js`: the browser installs it at the next check.
 */
export function serviceWorker(options: ServiceWorkerOptions): Plugin {
  return {
    name: 'site:service-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle({ dir = '' }, bundle) {
      const precache: { url: string; revision: string | null }[] = shellFiles(bundle).map((file) => ({
        url: `/${file}`,
        revision: null,
      }));
      for (const [file, html] of Object.entries(options.pages)) {
        writeFileSync(join(dir, file), html);
        precache.push({ url: `/${file}`, revision: revision(html) });
      }
      for (const file of options.publicFiles) {
        const path = join(dir, file);
        if (existsSync(path)) precache.push({ url: `/${file}`, revision: revision(readFileSync(path)) });
      }
      await build({
        configFile: false,
        logLevel: 'warn',
        mode: 'production',
        publicDir: false,
        define: {
          __SW_PRECACHE__: JSON.stringify(precache),
          __SW_BUILD_ID__: JSON.stringify(options.buildId),
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        build: {
          outDir: dir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          minify: true,
          lib: {
            entry: options.entry,
            formats: ['iife'],
            name: 'siteServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}
