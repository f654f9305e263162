import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { leanManifests } from '../../tools/vite/lean-manifests.ts';
import { messageParserAlias, precompileMessages } from '../../tools/vite/precompile-messages.ts';

const workspaceRoot = resolve(import.meta.dirname, '../..');
/** Where the dev and preview servers forward `/api` and `/uploads` (the CMS's own origin). */
const cmsTarget = process.env['CMS_URL'] ?? 'http://127.0.0.1:1337';
const proxy = {
  '/api': { target: cmsTarget, changeOrigin: true },
  '/uploads': { target: cmsTarget, changeOrigin: true },
};

export default defineConfig(({ command, mode }) => ({
  root: import.meta.dirname,
  envDir: workspaceRoot,
  // Tests keep the runtime parser (they read catalogs as plain strings); builds ship compiled catalogs.
  plugins: mode === 'test' ? [react()] : [react(), precompileMessages(), leanManifests()],
  resolve: { alias: command === 'build' ? messageParserAlias : [] },
  server: { host: '127.0.0.1', port: 4200, proxy },
  preview: { host: '127.0.0.1', port: 4300, proxy },
  build: {
    outDir: resolve(workspaceRoot, 'dist/apps/site'),
    emptyOutDir: true,
    reportCompressedSize: false,
    target: 'es2022',
    // Read by `npm run bench:bundle` to attribute chunks to the domains.
    manifest: true,
    rollupOptions: {
      output: {
        // One stable vendor chunk for the framework, so a content or domain change does not bust it.
        manualChunks: (id) =>
          /node_modules\/(react|react-dom|scheduler|react-router|@reduxjs|react-redux|redux|immer|reselect|react-intl|@formatjs|intl-messageformat)\//.test(
            id,
          )
            ? 'framework'
            : undefined,
      },
    },
  },
  test: {
    watch: false,
    globals: true,
    environment: 'jsdom',
    setupFiles: [resolve(workspaceRoot, 'tools/vitest/setup.ts')],
    // Random order: a test that only passes after another one is a bug to find here, not in CI.
    sequence: { shuffle: true },
    include: ['src/**/*.spec.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    maxWorkers: 2,
    // App tests load every domain's routes through real lazy imports: slow on a busy 2-core machine.
    testTimeout: 30_000,
  },
}));
