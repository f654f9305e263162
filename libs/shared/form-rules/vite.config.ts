import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const workspaceRoot = resolve(import.meta.dirname, '../../..');

// Plain JavaScript without DOM or React: a library build like every other lib (the boundary rule
// lets buildable libraries import only buildable ones), and unit tests in Node.
export default defineConfig({
  root: import.meta.dirname,
  build: {
    outDir: resolve(workspaceRoot, 'dist/libs/shared/form-rules'),
    emptyOutDir: true,
    reportCompressedSize: false,
    lib: { entry: resolve(import.meta.dirname, 'src/index.js'), fileName: 'index', formats: ['es'] },
  },
  test: {
    watch: false,
    globals: true,
    environment: 'node',
    sequence: { shuffle: true },
    include: ['src/**/*.spec.ts'],
  },
});
