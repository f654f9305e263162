import type { Page } from '@playwright/test';
import { message } from '../support/catalog';
import { expect, headerReady, test } from '../support/fixtures';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

// docs/behaviour.md §2/§4: a route change scrolls to the top; going back restores the saved position.
test('navigation scrolls to the top and back restores the position', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main h1')).toHaveCount(1, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await headerReady(page);
  // A position in the middle of the page (not its end, which a shorter page would clamp).
  const saved = 1200;
  await page.evaluate((y) => window.scrollTo(0, y), saved);
  await expect.poll(() => scrollY(page)).toBe(saved);

  // Leave through the menu of the header, which stays on screen while scrolled.
  const menu = page.getByRole('navigation', { name: message('shell', 'en', 'shell.nav.label') });
  await menu.locator('summary', { hasText: 'M-Pesa' }).click();
  await menu.locator('a[href="/mpesa"]').first().click();
  await expect(page).toHaveURL(/\/mpesa$/);
  await expect(page.locator('main h1')).toHaveCount(1, { timeout: 20_000 });
  await expect.poll(() => scrollY(page), { message: 'a new page starts at the top' }).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(async () => Math.abs((await scrollY(page)) - saved), {
      message: `back restores ${saved}px`,
      timeout: 10_000,
    })
    .toBeLessThanOrEqual(10);
});
