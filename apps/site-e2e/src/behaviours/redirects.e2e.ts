import type { Page } from '@playwright/test';
import { expectedPageHeading } from '../support/cms';
import { externalTargets } from '../support/env';
import { expect, test } from '../support/fixtures';

/** Answers the external site with a stub page, so the redirect is observed without any real network. */
async function stubExternal(page: Page, target: string): Promise<void> {
  const { origin } = new URL(target);
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>external stub</title><h1>external stub</h1>',
    }),
  );
}

/** Every main-frame address the page goes through, client-side route changes included. */
function recordAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

// Spec §2: redirect routes (manifests: kind "redirect").
test.describe('redirects', () => {
  test('/5G goes to /fwa, which leaves for the external FWA page', async ({ page }) => {
    await stubExternal(page, externalTargets.FWA_URL);
    const seen = recordAddresses(page);
    await page.goto('/5G');
    await expect(page).toHaveURL(externalTargets.FWA_URL);
    await expect(page.locator('h1')).toHaveText('external stub');
    expect(
      seen.map((url) => new URL(url).pathname),
      'went through /fwa',
    ).toContain('/fwa');
  });

  test('/fwa leaves for the external FWA page', async ({ page }) => {
    await stubExternal(page, externalTargets.FWA_URL);
    await page.goto('/fwa');
    await expect(page).toHaveURL(externalTargets.FWA_URL);
  });

  test('/vodacombusinesscommunity shows /vodacom-business', async ({ page }) => {
    await page.goto('/vodacombusinesscommunity');
    await expect(page).toHaveURL(/\/vodacom-business$/);
    await expect(page.locator('main h1')).toHaveText([await expectedPageHeading('vbu', 'en')], {
      timeout: 20_000,
    });
  });

  test('/investor-videos leaves for the external video channel', async ({ page }) => {
    await stubExternal(page, externalTargets.INVESTOR_VIDEOS_URL);
    await page.goto('/investor-videos');
    await expect(page).toHaveURL(externalTargets.INVESTOR_VIDEOS_URL);
    await expect(page.locator('h1')).toHaveText('external stub');
  });
});
