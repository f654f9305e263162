import { expect, test } from '../support/fixtures';

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => Math.round(window.scrollY));

// Spec §2/§4: a route change scrolls to the top; going back restores the saved position.
test('navigation scrolls to the top and back restores the position', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main h1')).toHaveCount(1, { timeout: 20_000 });
  const link = page.getByRole('contentinfo').locator('a[href="/mpesa"]').first();
  await link.scrollIntoViewIfNeeded();
  const saved = await scrollY(page);
  expect(saved, 'the footer is below the fold of the home page').toBeGreaterThan(300);

  await link.click();
  await expect(page).toHaveURL(/\/mpesa$/);
  await expect(page.locator('main h1')).toHaveCount(1, { timeout: 20_000 });
  await expect.poll(() => scrollY(page), { message: 'a new page starts at the top' }).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(async () => Math.abs((await scrollY(page)) - saved), { message: `back restores about ${saved}px`, timeout: 10_000 })
    .toBeLessThanOrEqual(10);
});
