import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    watch: false,
    globals: true,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    sequence: { shuffle: true },
    testTimeout: 30_000,
  },
});
