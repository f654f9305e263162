import { defineConfig, devices } from '@playwright/test';
import { resolve } from 'node:path';
import { chromiumFlags, testChromiumPath } from '../../tools/browser/chromium.mjs';
import {
  admin,
  cmsAdminPort,
  cmsPort,
  cmsUrl,
  e2eSecrets,
  sitePort,
  siteServerEnv,
  siteUrl,
} from './src/support/env';

const here = import.meta.dirname;
const workspaceRoot = resolve(here, '../..');
const isCI = Boolean(process.env['CI']);

// Never download browsers (this network cannot): Debian's Chromium is the browser.
process.env['PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD'] = '1';

export default defineConfig({
  testDir: resolve(here, 'src'),
  // `.e2e.ts`, not `.spec.ts`: the unit-test runners of the workspace must never pick these up.
  testMatch: '**/*.e2e.ts',
  outputDir: resolve(here, 'test-results'),
  globalSetup: resolve(here, 'src/global-setup.ts'),
  fullyParallel: false,
  // Three, on two cores: a test waits much of its time (for the server, the CMS, a hydration); a
  // third worker took the suite from 10.2 to 9.1 minutes in CI (docs/measurements.md).
  workers: 3,
  // A test that fails once without a code change is a bug to fix, never to re-run.
  retries: 0,
  forbidOnly: isCI,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Visual baselines (src/pictures): the same Debian Chromium renders them on every machine, so
    // only anti-aliasing of text and image edges may differ; 1 % of the pixels allows that and still
    // catches a moved block, a colour change or a grey (unloaded) card image.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, threshold: 0.2 },
  },
  // Baselines live beside the spec, one name per template, language and width (no platform suffix).
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{testFileName}/{arg}{ext}',
  // In CI a missing baseline fails instead of being written.
  updateSnapshots: isCI ? 'none' : 'missing',
  reporter: [['list'], ['html', { open: 'never', outputFolder: resolve(here, 'playwright-report') }]],
  use: {
    baseURL: siteUrl,
    // No trace: recording one for every test (to keep a failure's) took about a quarter of the suite's
    // time (docs/measurements.md, "2026-12-06, late night"). A failure keeps its screenshot and its
    // page snapshot (Playwright's error context); to investigate one, run again with
    // `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    // The site's service worker would answer requests that `page.route` then never sees; the specs
    // about it (src/visitor) allow it again.
    serviceWorkers: 'block',
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: testChromiumPath,
          args: chromiumFlags,
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
      // The CMS signs its webhook and preview links with the secrets the site's server below checks,
      // and accepts the server's draft token (a development start: scripts/start-cms.mjs).
      env: {
        E2E_CMS_PORT: String(cmsPort),
        E2E_CMS_ADMIN_PORT: String(cmsAdminPort),
        CONTENT_WEBHOOK_SECRET: e2eSecrets.webhook,
        PREVIEW_SECRET: e2eSecrets.preview,
        CMS_PREVIEW_TOKEN: e2eSecrets.previewToken,
        SITE_URL: siteUrl,
        SITE_WEBHOOK_URLS: `${siteUrl}/_hooks/content`,
        // The first admin is made by the documented command before the CMS starts (scripts/start-cms.mjs).
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      },
      timeout: 600_000,
      reuseExistingServer: !isCI,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The production server (apps/server) with the site's build (`nx run site:build`, a dependency
      // of this target), reading the CMS above. Content changes reach it by the CMS's signed webhook.
      command: `${process.execPath} ${resolve(workspaceRoot, 'apps/server/src/main.ts')}`,
      cwd: workspaceRoot,
      url: `${siteUrl}/healthz`,
      env: {
        ...siteServerEnv(sitePort, siteUrl),
        CMS_PREVIEW_TOKEN: e2eSecrets.previewToken,
        // Every browser of the run posts from 127.0.0.1: the per-visitor form limits would refuse the
        // suite's own submissions (the limits themselves are tested in the server's suite).
        FORM_RATE_LIMIT: '1000',
        FORM_ATTEMPT_LIMIT: '1000',
        // Every page a browser of the run leaves sends its web-vitals beacon.
        VITALS_RATE_LIMIT: '100000',
      },
      timeout: 60_000,
      reuseExistingServer: !isCI,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      // Its warnings and errors (LOG_LEVEL warn): a failed render shows in the run's output.
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
