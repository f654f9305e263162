import { resolve } from 'node:path';
import type { ViteUserConfig } from 'vitest/config';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/** What every unit-test run shares: one run, Vitest's globals, two workers and a random order. */
export const unitTests = {
  watch: false,
  globals: true,
  // CI's two cores. One value for every project: `npm run test:unit` runs them all in one Vitest
  // (vitest.unit.config.ts), which pools projects only when their worker counts agree.
  maxWorkers: 2,
  // Random order: a test that only passes after another one is a bug to find here, not in CI.
  sequence: { shuffle: true },
} satisfies ViteUserConfig['test'];

/** The unit-test setup of the app and every library: jsdom, the shared setup file, `*.spec` files. */
export const jsdomTests = {
  ...unitTests,
  environment: 'jsdom',
  // One jsdom and one module graph per worker, not per file: loading jsdom and the setup for each file
  // was most of a run's time (shared-ui: 32 s wall, 61 s CPU isolated; 5 s and 8 s not). The setup
  // file cleans the DOM and storage after each test; a spec that leaks state is a bug the shuffled
  // order finds.
  isolate: false,
  setupFiles: [resolve(workspaceRoot, 'libs/shared/testing/src/vitest-setup.ts')],
  include: ['src/**/*.spec.{ts,tsx}'],
  css: { modules: { classNameStrategy: 'non-scoped' } },
} satisfies ViteUserConfig['test'];
