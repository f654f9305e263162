import react from '@vitejs/plugin-react';
import { isAbsolute, relative, resolve } from 'node:path';
import type { ViteUserConfig as UserConfig } from 'vitest/config';
import { eastAfricaTimeZone } from './east-africa-time-zone.ts';
import { jsdomTests, unitTests } from './jsdom-tests.ts';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/**
 * Shared Vite config of every library: library-mode build that externalises every package
 * (so the content store, the router and sibling libraries are never bundled twice) and the jsdom test setup.
 */
export function libraryConfig(projectRoot: string, name: string): UserConfig {
  return {
    root: projectRoot,
    // The time zone's data: formatjs's DateTimeFormat polyfill (the i18n library's polyfilled path).
    plugins: [react(), eastAfricaTimeZone()],
    build: {
      ...libraryBuild(projectRoot, 'src/index.ts', name),
      rollupOptions: { external: (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0') },
    },
    test: {
      ...jsdomTests,
      pool: 'threads',
      // Route and form tests load lazy chunks and type whole forms: slow on a busy 2-core runner.
      testTimeout: 30_000,
    },
  };
}

/**
 * The same for a library without DOM or React (the forms' rules, the server's contract): a library
 * build like every other lib (the boundary rule lets buildable libraries import only buildable ones),
 * and unit tests in Node.
 */
export function nodeLibraryConfig(projectRoot: string, entry: string): UserConfig {
  return {
    root: projectRoot,
    build: libraryBuild(projectRoot, entry),
    test: { ...unitTests, environment: 'node', include: ['src/**/*.spec.ts'] },
  };
}

/** Library mode: the entry as one ES module in `dist/` at the project's own path. */
function libraryBuild(projectRoot: string, entry: string, name?: string) {
  return {
    outDir: resolve(workspaceRoot, 'dist', relative(workspaceRoot, projectRoot)),
    emptyOutDir: true,
    reportCompressedSize: false,
    lib: { entry: resolve(projectRoot, entry), name, fileName: 'index', formats: ['es' as const] },
  };
}
