import { expectedPageHeading } from '../support/cms';
import { expect, languageButton, test } from '../support/fixtures';

const isSwahiliMpesaRead = (url: string) =>
  /\/api\/mpesa\?/.test(url) && new URL(url).searchParams.get('locale') === 'sw';

// Spec §4/§9: the language starts from localStorage `lang`; switching re-fetches the content in the
// new language and the choice survives a reload.
test('switching to Swahili re-fetches the page and survives a reload', async ({ page }) => {
  const [en, sw] = await Promise.all([
    expectedPageHeading('mpesa', 'en'),
    expectedPageHeading('mpesa', 'sw'),
  ]);
  expect(sw, 'the seed has a Swahili M-Pesa heading of its own').not.toBe(en);

  await page.goto('/mpesa');
  await expect(page.locator('main h1')).toHaveText([en], { timeout: 20_000 });

  const swRead = page.waitForRequest((request) => isSwahiliMpesaRead(request.url()));
  await languageButton(page, 'sw').click();
  await swRead;
  await expect(page.locator('main h1')).toHaveText([sw]);
  await expect(languageButton(page, 'sw')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('sw');

  const swAfterReload = page.waitForRequest((request) => isSwahiliMpesaRead(request.url()));
  await page.reload();
  await swAfterReload;
  await expect(page.locator('main h1')).toHaveText([sw], { timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

  await languageButton(page, 'en').click();
  await expect(page.locator('main h1')).toHaveText([en]);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
});

test('an unknown saved language starts in English', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'fr'));
  await page.goto('/mpesa');
  await expect(page.locator('main h1')).toHaveText([await expectedPageHeading('mpesa', 'en')], {
    timeout: 20_000,
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
