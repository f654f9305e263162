import { resolve } from 'node:path';
import type { ViteUserConfig } from 'vitest/config';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/** The unit-test setup of the app and every library: jsdom, the shared setup file, `*.spec` files. */
export const jsdomTests = {
  watch: false,
  globals: true,
  environment: 'jsdom',
  setupFiles: [resolve(workspaceRoot, 'tools/vitest/setup.ts')],
  // Random order: a test that only passes after another one is a bug to find here, not in CI.
  sequence: { shuffle: true },
  include: ['src/**/*.spec.{ts,tsx}'],
  css: { modules: { classNameStrategy: 'non-scoped' } },
} satisfies ViteUserConfig['test'];
