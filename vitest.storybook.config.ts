import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumFlags, testChromiumPath } from './tools/browser/chromium.mjs';

// Story tests: every story renders in real Chromium, runs its play function and an axe check.
// Uses the Debian chromium (no Playwright browser download is possible here).

export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  // Pre-bundle every runtime dependency up front: a dependency discovered mid-run makes Vite
  // re-optimise and reload, which fails whichever story files are loading at that moment.
  optimizeDeps: {
    include: [
      '@radix-ui/react-dialog',
      '@radix-ui/react-tabs',
      '@reduxjs/toolkit',
      '@reduxjs/toolkit/query',
      '@reduxjs/toolkit/query/react',
      '@strapi/blocks-react-renderer',
      'embla-carousel-react',
      'msw',
      'msw-storybook-addon',
      'react',
      'react-dom',
      'react-dom/client',
      'react-error-boundary',
      'react-hook-form',
      'react-intl',
      'react-redux',
      'react-router',
      'valibot',
    ],
  },
  test: {
    name: 'storybook',
    watch: false,
    // One browser on a 2-core CI runner; the story files share it, and one page: each file in a
    // page of its own loaded its whole module graph again, four times as long in all
    // (docs/measurements.md, "2026-12-06, late night"). Each story makes its own store and router,
    // as the stories of one file always did; the setup file clears each story's MSW handlers after it.
    maxWorkers: 1,
    isolate: false,
    setupFiles: ['.storybook/vitest.setup.ts'],
    // A file's first story loads its whole module graph into the page: on a busy runner that alone
    // took more than the default 15 s.
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: testChromiumPath,
          args: ['--headless', ...chromiumFlags],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
