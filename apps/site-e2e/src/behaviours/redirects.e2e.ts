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

// Spec §2: redirect routes (manifests: kind "redirect").
test.describe('redirects', () => {
  test('the server answers them: 301 inside the site, 302 to the external pages, in both languages', async ({
    request,
  }) => {
    const answer = async (path: string) => {
      const response = await request.get(path, { maxRedirects: 0 });
      return [response.status(), response.headers()['location']];
    };
    expect(await answer('/5G')).toEqual([301, '/fwa']);
    expect(await answer('/sw/5G')).toEqual([301, '/sw/fwa']);
    expect(await answer('/fwa')).toEqual([302, externalTargets.FWA_URL]);
    expect(await answer('/sw/vodacombusinesscommunity')).toEqual([301, '/sw/vodacom-business']);
    expect(await answer('/investor-videos')).toEqual([302, externalTargets.INVESTOR_VIDEOS_URL]);
  });

  test('/5G goes to /fwa, which leaves for the external FWA page', async ({ page }) => {
    await stubExternal(page, externalTargets.FWA_URL);
    await page.goto('/5G');
    await expect(page).toHaveURL(externalTargets.FWA_URL);
    await expect(page.locator('h1')).toHaveText('external stub');
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
