import react from '@vitejs/plugin-react';
import { isAbsolute, relative, resolve } from 'node:path';
import type { ViteUserConfig as UserConfig } from 'vitest/config';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/**
 * Shared Vite config of every library: library-mode build that externalises every package
 * (so RTK, react-intl and sibling libraries are never bundled twice) and the jsdom test setup.
 */
export function libraryConfig(projectRoot: string, name: string): UserConfig {
  return {
    root: projectRoot,
    plugins: [react()],
    build: {
      outDir: resolve(workspaceRoot, 'dist', relative(workspaceRoot, projectRoot)),
      emptyOutDir: true,
      reportCompressedSize: false,
      lib: { entry: resolve(projectRoot, 'src/index.ts'), name, fileName: 'index', formats: ['es'] },
      rollupOptions: { external: (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0') },
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
      pool: 'threads',
      maxWorkers: 2,
      // Route and form tests load lazy chunks and type whole forms: slow on a busy 2-core runner.
      testTimeout: 30_000,
    },
  };
}
