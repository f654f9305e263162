import { firstItem } from '../support/cms';
import { expect, test } from '../support/fixtures';

// Field measurement end to end: Chromium loads web-vitals once the page is interactive, sends the
// page view's figures when it leaves the page (`navigator.sendBeacon` → `POST /_vitals`), and the
// server's `/metrics` (open to this runner's loopback address) shows their p75 by route template
// and language. Other specs' visits add to the same figures, so only their presence is checked.

const p75Line = (metric: string, route: string, lang: string) =>
  new RegExp(
    `^site_web_vitals_p75\\{metric="${metric}",route="${route.replace(/[/.]/g, '\\$&')}",lang="${lang}"\\} [\\d.e+-]+$`,
    'm',
  );

test('a visitor’s page views appear in /metrics as p75 figures per route template and language', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const article = await firstItem('news-updates');
  const views = [
    { path: '/planet', route: '/planet', lang: 'en' },
    { path: '/sw/mpesa', route: '/mpesa', lang: 'sw' },
    { path: `/news-event/${article.documentId}`, route: '/news-event/:id', lang: 'en' },
  ];
  for (const view of views) {
    // web-vitals arrives in a chunk of its own once the page is idle: nothing is measured before.
    const measuring = page.waitForResponse((response) => /\/report-vitals-[\w-]+\.js$/.test(response.url()), {
      timeout: 60_000,
    });
    await page.goto(view.path, { waitUntil: 'domcontentloaded' });
    await measuring;
    await page.locator('main h1').click();
  }
  // Leaving the last page sends its beacon too.
  await page.goto('/about-us');
  for (const view of views)
    for (const metric of ['LCP', 'FCP', 'TTFB', 'CLS'])
      await expect
        .poll(async () => (await request.get('/metrics')).text(), {
          message: `${metric} of ${view.path}`,
          timeout: 15_000,
        })
        .toMatch(p75Line(metric, view.route, view.lang));
});

test('the metrics stay private: no cookie, no address and no user agent in what the server shows', async ({
  request,
}) => {
  const metrics = await request.get('/metrics');
  expect(metrics.status()).toBe(200);
  const text = await metrics.text();
  expect(text).not.toMatch(/127\.0\.0\.1|Mozilla|HeadlessChrome/);
  expect(metrics.headers()['set-cookie']).toBeUndefined();
});
