import { defineConfig } from 'vitest/config';
import { unitTests } from '../../tools/vite/jsdom-tests.ts';

export default defineConfig({
  test: {
    ...unitTests,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
