import { defineConfig, devices } from '@playwright/test';
import { resolve } from 'node:path';
import { chromiumFlags, testChromiumPath } from '../../tools/browser/chromium.mjs';

const here = import.meta.dirname;
process.env['PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD'] = '1';

// The domain workbench (`npx nx serve <domain>`): each spec starts its own servers (no CMS, no build).
export default defineConfig({
  testDir: resolve(here, 'workbench'),
  testMatch: '**/*.workbench.ts',
  outputDir: resolve(here, 'test-results/workbench'),
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  // A first render in development compiles the page's modules: slow on a busy 2-core machine.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: { serviceWorkers: 'block', navigationTimeout: 60_000 },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: testChromiumPath, args: chromiumFlags },
      },
    },
  ],
});
