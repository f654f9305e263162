import { expect, headerReady, test } from '../support/fixtures';

const mainBackground = (page: import('@playwright/test').Page) =>
  page.locator('main').evaluate((main) => getComputedStyle(main).backgroundColor);

// docs/behaviour.md §4: on every route change the background is reset to white. The seed gives every page a white
// background, so the test gives /about-us a grey one by editing the CMS answer on its way to the browser
// (the rest of the answer is the real CMS content): reached by client-side navigation, so the browser
// reads it (a first load would come rendered from the server).
test('a coloured page colours main, the next route resets it to white', async ({ page }) => {
  await page.route(/\/api\/about\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      data: Record<string, unknown> & { attributes?: Record<string, unknown> };
    };
    // Flat (Strapi 5) or v4 shape: set the colour where the page's fields are.
    (body.data.attributes ?? body.data)['backgroundColor'] = '#eeeeee';
    await route.fulfill({ response, json: body });
  });

  await page.goto('/financials');
  await expect(page.locator('main h1')).toHaveCount(1, { timeout: 20_000 });
  await headerReady(page);
  await page.getByRole('contentinfo').locator('a[href="/about-us"]').first().click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.locator('main h1')).toHaveCount(1, { timeout: 20_000 });
  await expect
    .poll(() => mainBackground(page), { message: 'the CMS colour applies to main' })
    .toBe('rgb(238, 238, 238)');

  await page.getByRole('contentinfo').locator('a[href="/financials"]').first().click();
  await expect(page).toHaveURL(/\/financials$/);
  await expect(page.locator('main h1')).toHaveCount(1, { timeout: 20_000 });
  await expect.poll(() => mainBackground(page), { message: 'reset to white' }).toBe('rgb(255, 255, 255)');
});
