import { defineConfig, devices } from '@playwright/test';
import { resolve } from 'node:path';
import { cmsPort, cmsUrl, externalTargets, sitePort, siteUrl } from './src/support/env';

const here = import.meta.dirname;
const workspaceRoot = resolve(here, '../..');
// The e2e build has its own folder: an engineer's `nx run site:build` (dist/apps/site, emptied on
// every build) cannot pull files from under the preview server during a run.
const siteDist = resolve(workspaceRoot, 'dist/site-e2e/site');
const isCI = Boolean(process.env['CI']);

// Never download browsers: Debian's Chromium is the browser (docs/toolchain.md).
process.env['PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD'] = '1';

export default defineConfig({
  testDir: resolve(here, 'src'),
  // `.e2e.ts`, not `.spec.ts`: the unit-test runners of the workspace must never pick these up.
  testMatch: '**/*.e2e.ts',
  outputDir: resolve(here, 'test-results'),
  globalSetup: resolve(here, 'src/global-setup.ts'),
  fullyParallel: false,
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: resolve(here, 'playwright-report') }]],
  use: {
    baseURL: siteUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // The seeded CMS on a fresh temp SQLite file; the first start seeds it (60–120 s on 2 cores).
      command: `node ${resolve(here, 'scripts/start-cms.mjs')}`,
      cwd: workspaceRoot,
      url: `${cmsUrl}/api/sidebar?locale=en`,
      env: { E2E_CMS_PORT: String(cmsPort) },
      timeout: 240_000,
      reuseExistingServer: !isCI,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The production build, served by Vite's preview server, which proxies /api and /uploads to the CMS.
      command: `npx vite build --outDir ${siteDist} --emptyOutDir && npx vite preview --outDir ${siteDist} --host 127.0.0.1 --port ${sitePort} --strictPort`,
      cwd: resolve(workspaceRoot, 'apps/site'),
      url: siteUrl,
      env: {
        CMS_URL: cmsUrl,
        // Same-origin CMS reads through the proxy, whatever a developer's .env says.
        VITE_CMS_URL: '',
        VITE_FWA_URL: externalTargets.FWA_URL,
        VITE_INVESTOR_VIDEOS_URL: externalTargets.INVESTOR_VIDEOS_URL,
      },
      timeout: 240_000,
      reuseExistingServer: !isCI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
