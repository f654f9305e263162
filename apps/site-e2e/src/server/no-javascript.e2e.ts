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
    problems,
    request,
  }) => {
    test.setTimeout(180_000);
    // With JavaScript off, Chromium refuses the scripts the page preloads (it reports them as `csp`).
    problems.allow((p) => p.kind === 'requestfailed' && / csp$/.test(p.text) && /\.js$/.test(p.url ?? ''));
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
}
