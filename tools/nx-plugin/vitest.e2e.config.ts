import { defineConfig } from 'vitest/config';

// `nx run tools:e2e`: each spec works on a copy of the workspace (one place, so one spec at a time).
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    environment: 'node',
    globals: true,
    fileParallelism: false,
    watch: false,
    testTimeout: 600_000,
    hookTimeout: 300_000,
  },
});
