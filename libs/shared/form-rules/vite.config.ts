import { defineConfig } from 'vitest/config';

// Plain JavaScript without DOM or React: the unit tests run in Node.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    watch: false,
    globals: true,
    environment: 'node',
    sequence: { shuffle: true },
    include: ['src/**/*.spec.ts'],
  },
});
