import {
  deviceStorage,
  storedItemFor,
  storedItems,
  type StorageArea,
} from '@site/shared-i18n/device-storage';
import { locales } from '../support/env';
import { expect, headerReady, inLanguage, languageLink, test, waitForContent } from '../support/fixtures';
import { pageForm } from '../support/forms';
import { visitFor, sweepRoutes } from '../support/routes';
import { controlled, storedKeys, type StoredKeys } from './storage';

// The cookie preferences page lists what the site stores on a device from one registry
// (libs/shared/i18n/src/lib/device-storage.ts); this holds the registry to what the site really writes
// while a visitor goes through one page of every template, then clears it all from the page.
test.use({ serviceWorkers: 'allow' });

test('every key the site writes is in the registry the page lists, and the page clears them', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const routes = sweepRoutes();
  const pick = (kind: string, test: (pattern: string) => boolean = () => true) =>
    routes.find((route) => route.kind === kind && test(route.pattern));
  const templates = [
    pick('page', (pattern) => pattern === '/'),
    pick('page', (pattern) => pattern === '/mpesa'),
    pick('page', (pattern) => pattern === '/news-events'),
    pick('page', (pattern) => pattern.startsWith('/faq')),
    pick('detail'),
    pick('form'),
  ].filter((route) => route !== undefined);
  const seen: StoredKeys = { cookie: [], localStorage: [], sessionStorage: [], cache: [], indexedDB: [] };
  const collect = async () => {
    const keys = await storedKeys(page);
    for (const area of Object.keys(seen) as StorageArea[]) seen[area].push(...keys[area]);
  };

  for (const route of templates) {
    await page.goto((await visitFor(route, 'en')).path);
    await waitForContent(page);
    await collect();
  }
  await page.goto('/mpesa');
  await controlled(page);
  await headerReady(page);
  // A navigation inside the site (the marker), the language switch (`lang`), a form draft.
  await page.locator('footer a[href="/customer-service"]').first().click();
  await expect(page).toHaveURL(/\/customer-service$/);
  await waitForContent(page);
  await collect();
  await languageLink(page, 'sw').click();
  await expect(page).toHaveURL(/\/sw\/customer-service$/);
  await collect();
  await languageLink(page, 'en').click();
  await expect(page).toHaveURL(/\/customer-service$/);
  // The data saver choice: written when the footer's switch is pressed (server/save-data.e2e.ts).
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Turn on data saver' }).click();
  await expect(page.locator('html[data-save-data]')).toBeAttached();
  await footer.getByRole('button', { name: 'Turn off data saver' }).click();
  await expect(page.locator('html[data-save-data]')).not.toBeAttached();
  await collect();
  await page.goto('/shareholder-form');
  // The draft is written by the app: typing before the form has hydrated only fills the HTML field.
  const form = await pageForm(page);
  const field = form.locator('input[type="text"], input[type="email"]').first();
  await field.fill('Asha Mwinyi');
  await expect
    .poll(async () => (await storedKeys(page)).sessionStorage.join(' '))
    .toContain('site.form-draft.');
  await collect();
  // The consent choice is stored only once turned on.
  await page.goto('/cookie-preferences');
  await waitForContent(page);
  expect((await storedKeys(page)).cookie).not.toContain(deviceStorage.consent.key);
  await page.locator('main [data-hydrated]').first().waitFor({ state: 'attached' });
  await page.getByRole('checkbox', { name: /optional storage/i }).check();
  await expect(page.getByRole('status')).toContainText('optional storage is allowed');
  await collect();

  const unknown = (Object.keys(seen) as StorageArea[]).flatMap((area) =>
    [...new Set(seen[area])].filter((key) => !storedItemFor(area, key)).map((key) => `${area}: ${key}`),
  );
  expect(unknown, 'keys the site writes that the cookie preferences page does not list').toEqual([]);
  const written = new Set(
    (Object.keys(seen) as StorageArea[]).flatMap((area) =>
      seen[area].map((key) => storedItemFor(area, key)?.id),
    ),
  );
  // The reload note is written only when a release's files vanish (faults/chunk-failure.e2e.ts).
  const expected = storedItems.map((item) => item.id).filter((id) => id !== deviceStorage.chunkReload.id);
  expect(
    expected.filter((id) => !written.has(id)),
    'registry entries never written here',
  ).toEqual([]);
  expect(
    (await context.cookies()).map((cookie) => cookie.name).sort(),
    "the site's cookies are the choices the visitor made",
  ).toEqual([deviceStorage.consent.key, deviceStorage.saveData.key].sort());

  // Every entry is listed on the page, and the button clears them.
  await expect(page.locator('main li h3')).toHaveCount(storedItems.length);
  await page.getByRole('button', { name: 'Clear stored data' }).click();
  await expect(page.getByRole('status')).toContainText(/items were removed from this device/);
  const left = await storedKeys(page);
  expect(
    (Object.keys(left) as StorageArea[]).flatMap((area) =>
      left[area].filter((key) => storedItemFor(area, key)),
    ),
  ).toEqual([]);
  await expect(page.getByRole('checkbox', { name: /optional storage/i })).not.toBeChecked();
});

for (const locale of locales)
  test(`the page is linked from the footer and lists the stored items (${locale})`, async ({ page }) => {
    await page.goto(inLanguage('/privacy', locale));
    const link = page.locator('footer a[href$="/cookie-preferences"]');
    await expect(link).toHaveText(locale === 'sw' ? 'Chaguo za vidakuzi' : 'Cookie preferences');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${inLanguage('/cookie-preferences', locale)}$`));
    await expect(page.locator('main h1')).toHaveText(
      locale === 'sw' ? 'Chaguo za vidakuzi' : 'Cookie preferences',
    );
    await expect(
      page.getByRole('heading', { level: 3, name: locale === 'sw' ? 'Lugha yako' : 'Your language' }),
    ).toBeVisible();
    await page
      .getByRole('button', { name: locale === 'sw' ? 'Futa data iliyohifadhiwa' : 'Clear stored data' })
      .click();
    await expect(page.getByRole('status')).toContainText(locale === 'sw' ? 'Imekamilika' : 'Done');
  });
