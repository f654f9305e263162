import { message } from '../support/catalog';
import { firstItem } from '../support/cms';
import { locales } from '../support/env';
import { expect, inLanguage, test } from '../support/fixtures';

/** One page per template: home, a bundle page, M-Pesa with the calculator, business, an article, a device, FAQ, the foundation form. */
async function templatePages(): Promise<string[]> {
  const [news, device] = await Promise.all([firstItem('news-updates'), firstItem('device-updates')]);
  return [
    '/',
    '/internet-overview',
    '/mpesa',
    '/vodacom-business',
    `/news-event/${news.documentId}`,
    `/devices/${device.documentId}`,
    '/faq',
    '/guidelines',
  ];
}

test.use({ javaScriptEnabled: false });

for (const locale of locales) {
  test(`without JavaScript every template reads fully and its links lead somewhere (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const checked = new Set<string>();
    for (const path of await templatePages()) {
      const response = await page.goto(inLanguage(path, locale));
      expect.soft(response?.status(), path).toBe(200);
      await expect.soft(page.locator('main h1').first(), `${path}: heading`).toBeAttached();
      // No skeleton left waiting for a script: the content is there.
      await expect
        .soft(page.locator('main [aria-busy="true"]'), `${path}: nothing still loading`)
        .toHaveCount(0);
      const text = await page.locator('main').innerText();
      expect.soft(text.length, `${path}: text in main`).toBeGreaterThan(150);
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of hrefs.filter((href) => !checked.has(href))) {
        checked.add(href);
        const target = await request.get(href);
        expect.soft(target.status(), `${path} → ${href}`).toBeLessThan(400);
      }
    }
    expect(checked.size).toBeGreaterThan(20);
  });

  test(`without JavaScript the header's menu opens and the phone's menu leads to the footer's pages (${locale})`, async ({
    page,
  }) => {
    await page.goto(inLanguage('/faq', locale));
    const menu = page.getByRole('navigation', { name: message('shell', locale, 'shell.nav.label') });
    await menu.locator('summary', { hasText: 'M-Pesa' }).click();
    const mpesa = menu.locator(`a[href="${inLanguage('/mpesa', locale)}"]`).first();
    await expect(mpesa, 'a section opens as a native disclosure').toBeVisible();
    await mpesa.click();
    await expect(page).toHaveURL(new RegExp(`${inLanguage('/mpesa', locale)}$`));

    await page.setViewportSize({ width: 360, height: 740 });
    await page
      .getByRole('banner')
      .getByRole('link', { name: message('shell', locale, 'shell.menu.open') })
      .click();
    await expect(page).toHaveURL(/#site-footer$/);
    await expect(
      page.getByRole('contentinfo').getByRole('link').first(),
      "the footer's pages",
    ).toBeInViewport();
  });
}

test('without JavaScript a phone switches language from the link above the header, both ways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/mpesa');
  const language = (locale: 'en' | 'sw') =>
    page.getByRole('group', { name: message('shell', locale, 'shell.language.label') });
  const kiswahili = language('en').getByRole('link', { name: 'Kiswahili', exact: true });
  await expect(kiswahili, 'visible without opening anything').toBeInViewport();
  await kiswahili.click();
  await expect(page).toHaveURL(/\/sw\/mpesa$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  // Its stylesheet applied: until then the header's own switcher, hidden on a phone, shows a second
  // English link.
  await page.waitForLoadState('load');
  const english = language('sw').getByRole('link', { name: 'English', exact: true });
  await expect(english).toBeInViewport();
  await english.click();
  await expect(page).toHaveURL(/\/mpesa$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

for (const locale of locales)
  test(`without JavaScript cookie preferences are saved and cleared by the server (${locale})`, async ({
    page,
    context,
  }) => {
    const text = (id: string) => message('cookies', locale, id);
    await page.goto(inLanguage('/cookie-preferences', locale));
    const choice = page.getByRole('checkbox', { name: text('support.cookies.consent.label') });
    await expect(choice).not.toBeChecked();
    await choice.check();
    await page.getByRole('button', { name: text('support.cookies.consent.save') }).click();
    await expect(page).toHaveURL(new RegExp(`${inLanguage('/cookie-preferences', locale)}\\?storage=on$`));
    await expect(page.getByRole('status')).toHaveText(text('support.cookies.consent.on'));
    await expect(choice, 'the saved choice is shown').toBeChecked();
    expect((await context.cookies()).map(({ name, value }) => `${name}=${value}`)).toEqual([
      'site.storage-consent=optional',
    ]);

    await page.getByRole('button', { name: text('support.cookies.clear.button') }).click();
    await expect(page).toHaveURL(/\?storage=cleared$/);
    await expect(page.getByRole('status')).toHaveText(text('support.cookies.clearedEverything'));
    await expect(choice).not.toBeChecked();
    expect(await context.cookies()).toEqual([]);
  });
