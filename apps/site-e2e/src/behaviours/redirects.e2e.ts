import { expectedPageHeading } from '../support/cms';
import { externalTargets } from '../support/env';
import { expect, test } from '../support/fixtures';

// docs/behaviour.md §2: redirect routes (manifests: kind "redirect").
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

  test('/vodacombusinesscommunity shows /vodacom-business', async ({ page }) => {
    await page.goto('/vodacombusinesscommunity');
    await expect(page).toHaveURL(/\/vodacom-business$/);
    await expect(page.locator('main h1')).toHaveText([await expectedPageHeading('vbu', 'en')], {
      timeout: 20_000,
    });
  });
});
