import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { compileHints } from '../../tools/vite/compile-hints.ts';
import { eastAfricaTimeZone } from '../../tools/vite/east-africa-time-zone.ts';
import { jsdomTests } from '../../tools/vite/jsdom-tests.ts';
import { leanManifests } from '../../tools/vite/lean-manifests.ts';
import { moduleIds } from '../../tools/vite/module-ids.ts';
import { precompress } from '../../tools/vite/precompress.ts';
import { pureComponents } from '../../tools/vite/pure-components.ts';
import {
  messageParserAlias,
  precompileMessages,
  stripMessageDeclarations,
} from '../../tools/vite/precompile-messages.ts';
import { serviceWorker } from '../../tools/vite/service-worker.ts';
import { sourcemapsAside } from '../../tools/vite/sourcemaps-aside.ts';
import { offlinePage } from './src/service-worker/offline-page.ts';

const root = import.meta.dirname;
const workspaceRoot = resolve(root, '../..');
const outDir = resolve(workspaceRoot, 'dist/apps/site');

/** One id per build, in the browser's code and in its service worker (`SITE_BUILD_ID` to pin it). */
const buildId = process.env['SITE_BUILD_ID'] || Date.now().toString(36);

// Stable vendor chunks, one per library of the ordered stack, so a content or domain change does not
// bust them and the entry can evaluate each in a task of its own (src/entry-client.tsx). The browser compiles a module script off its main
// thread as it streams in, then finishes it on the main thread: one chunk of all of them made that a
// single long task on a slow phone. Only what the start imports statically (`$initial`): the formatjs
// polyfills a phone without Swahili Intl data loads stay in their own lazy chunks.
const vendorChunks: [name: string, test: RegExp][] = [
  ['react', /node_modules\/(react|react-dom|scheduler)\//],
  ['router', /node_modules\/react-router\//],
  // Redux Toolkit with RTK Query and what it is built on; its React entry brings react-redux along.
  ['redux', /node_modules\/(@reduxjs\/toolkit|redux|redux-thunk|immer|reselect|react-redux)\//],
  ['intl', /node_modules\/(react-intl|intl-messageformat|@formatjs|tslib)\//],
];

// The code the blocks and pages share, in two chunks instead of ~30 of a few hundred bytes each. Each
// module file a page loads costs main-thread work of its own as it arrives (its response, its compile,
// its link): that cost, not the bytes, made most of the long tasks of a page's start on a low-tier
// phone (docs/measurements.md). `forms`: the fields, their rules and libraries, for the pages with a
// form; `parts`: the rest of the blocks' components.
const formParts =
  /\/libs\/shared\/(forms|form-rules)\/src\/|\/libs\/shared\/ui\/src\/components\/(text-field|radio-group|select|checkbox|text-area|field)\/|\/node_modules\/(react-hook-form|valibot)\//;
const sharedParts =
  /\/libs\/shared\/(ui|blocks|pages|content)\/src\/|\/libs\/[a-z]+\/src\/components\/|\/node_modules\/(lucide-react|clsx)\//;
// Left to the bundler: the files the site loads by `import()` (blocks, route pages, catalogs: the
// server announces a page's by their names), the large parts only some pages use (the carousel, the
// dialogs), and the barrels (their re-exports would tie `parts` to `forms`).
const keptApart =
  /\/libs\/(?!shared\/)[a-z]+\/src\/(pages\/[^/]+|blocks\/[^/]+-block)\.tsx$|\/blocks\/[^/]+\/[^/]+-block\.tsx$|carousel|drawer|dialog|\.json$|\/src\/index\.ts$/;
const lazyGroups: [name: string, test: (id: string) => boolean][] = [
  ['parts', (id) => sharedParts.test(id) && !formParts.test(id)],
  ['forms', (id) => formParts.test(id)],
];

// The modules the entry imports statically (src/entry-client.tsx): in the small `boot` chunk, never in
// `start`. An entry that imports the `start` chunk statically evaluates it, and the vendor chunks it
// imports, in one task before the staged imports run (~70 ms of CPU on this repository's host, the
// longest task of a page's start); `npm run bench:bundle -- --check` fails if it does.
const bootModules =
  /\/src\/app\/(next-task|warm-intl)\.ts$|\/src\/vitals\/measure-when-idle\.ts$|\/shared\/server-contract\/src\/lib\/language\.ts$|preload-helper|(?<!\.module)\.css$/;

export default defineConfig(({ command, mode }) => ({
  root,
  envDir: workspaceRoot,
  // Tests keep the runtime parser (they read catalogs as plain strings); builds ship compiled catalogs.
  plugins:
    mode === 'test'
      ? [react(), eastAfricaTimeZone()]
      : [
          react(),
          eastAfricaTimeZone(),
          precompileMessages(),
          stripMessageDeclarations(),
          leanManifests(),
          moduleIds(root),
          pureComponents(),
          compileHints(vendorChunks.map(([name]) => name)),
          precompress(),
          sourcemapsAside(resolve(outDir, 'sourcemaps')),
          serviceWorker({
            entry: resolve(root, 'src/service-worker/service-worker.ts'),
            pages: { 'offline.en.html': offlinePage('en'), 'offline.sw.html': offlinePage('sw') },
            publicFiles: ['favicon.svg', 'icon-192.png', 'icon-512.png', 'manifest.webmanifest'],
            buildId,
          }),
        ],
  define: {
    __SITE_BUILD_ID__: JSON.stringify(buildId),
    // A domain team's workbench (tools/workbench) mounts one domain: apps/site/src/app/domains.ts.
    __SITE_WORKBENCH_DOMAIN__: JSON.stringify(process.env['SITE_WORKBENCH_DOMAIN'] ?? ''),
  },
  resolve: { alias: command === 'build' ? messageParserAlias : [] },
  // The libraries are TypeScript sources: the server build compiles them in, like the browser's.
  ssr: { noExternal: [/^@site\//] },
  // `vite build` builds both: the browser's code and the server's renderer.
  builder: {},
  build: { outDir, emptyOutDir: true, reportCompressedSize: false, target: 'es2022' },
  environments: {
    client: {
      build: {
        outDir: resolve(outDir, 'client'),
        emptyOutDir: true,
        // Read by the server (preload links) and by `npm run bench:bundle`.
        manifest: true,
        // For `npm run bench:bundle` alone (each library's share): moved out of the served folder.
        sourcemap: 'hidden',
        // One stylesheet for the whole site (10 kB gzip): split per chunk, a page's first paint waited
        // on 20-odd render-blocking stylesheets, six at a time over HTTP/1.1 (FCP 2.9-3.4 s on the
        // Lighthouse mobile profile). One file is one request, and every later page has it cached.
        cssCodeSplit: false,
        // The entry imports the start's chunks in stages (src/entry-client.tsx), which the server
        // announces; Vite's preload helper must not announce them again. It reads the page's links once,
        // at its first call, and adds a second copy of each link the server's loader adds after that:
        // called at the entry's first stage, that reading would come earlier than ever.
        modulePreload: {
          resolveDependencies: (_file, deps, { hostId }) => (hostId.includes('entry-client') ? [] : deps),
        },
        rollupOptions: {
          // The start is an input of its own so that the bundler tags its static imports as initial:
          // they form one `start` chunk, as they formed the entry chunk when the entry imported them.
          // Imported by `import()` alone, they were split into 13 small chunks shared with the lazy
          // pages (+3 kB gzip).
          input: {
            'entry-client': resolve(root, 'src/entry-client.tsx'),
            start: resolve(root, 'src/start.tsx'),
          },
          output: {
            codeSplitting: {
              groups: [
                // What the entry itself needs: the stylesheet, Vite's preload helper and its own imports.
                { name: 'boot', test: (id: string) => bootModules.test(id), priority: 5 },
                ...vendorChunks.map(([name, test]) => ({
                  name,
                  test,
                  tags: ['$initial' as const],
                  priority: 4,
                })),
                // Everything else the entries import statically, but the entry's own module.
                {
                  name: 'start',
                  tags: ['$initial' as const],
                  test: (id: string) => !id.endsWith('/src/entry-client.tsx'),
                  priority: 3,
                },
                // The parts first: a form's chunk takes the buttons and alerts it uses from them.
                ...lazyGroups.map(([name, test], index) => ({
                  name,
                  test: (id: string) => test(id) && !keptApart.test(id),
                  priority: lazyGroups.length - index,
                })),
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        outDir: resolve(outDir, 'server'),
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: resolve(root, 'src/entry-server.tsx') },
      },
    },
  },
  test: {
    ...jsdomTests,
    // App tests load every domain's routes through real lazy imports: slow on a busy 2-core machine.
    testTimeout: 30_000,
  },
}));
