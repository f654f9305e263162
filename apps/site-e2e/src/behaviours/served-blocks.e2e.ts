import { locales } from '../support/env';
import { expect, inLanguage, pageHydrated, test } from '../support/fixtures';

// ADR 0032: a block with nothing to act on but links (the M-Pesa page's hero and cards) and the
// footer's CMS parts are the server's HTML for good. The page's state keeps only its place, its code is never loaded, its links
// navigate in the app, and the page shown again after a navigation is the same HTML.

/** The JSON of the page's hydration state, as served. */
const stateOf = (html: string) =>
  /<script type="application\/json" id="site-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

for (const locale of locales) {
  test(`a served block stays the server's HTML: not in the state, its code not loaded, its links in the app (${locale})`, async ({
    page,
  }) => {
    const path = inLanguage('/mpesa', locale);
    const served = await (await page.request.get(path)).text();
    const state = stateOf(served);
    expect(state.length, 'the page has a hydration state').toBeGreaterThan(0);
    const cards = /<a[^>]+href="([^"]*\/loans-savings)"/.exec(served);
    expect(cards?.[1], 'the card grid links to the loans and savings page').toBeTruthy();
    // The state names the served blocks and holds none of their text or links, nor the footer's.
    expect(state).toContain('"served":true');
    expect(state).not.toContain('loans-savings');
    expect(served).toContain(inLanguage('/terms-conditions', locale));
    expect(state).not.toContain('terms-conditions');

    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await pageHydrated(page);
    await page.locator('main form[data-hydrated]').first().waitFor({ state: 'attached', timeout: 20_000 });
    const heading = (await page.locator('main h1').first().textContent()) ?? '';
    expect(heading.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /\/(hero|card-grid|rich-text)-block-/.test(script))).toEqual([]);

    // A card's link is followed by the app once its click handler has loaded (beside the hydration):
    // the document (and this mark on its window) stays.
    await page.locator('html[data-served-links]').waitFor({ state: 'attached', timeout: 20_000 });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator(`main [data-served] a[href="${cards?.[1]}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${cards?.[1]}$`));
    await expect(page.locator('main h1')).not.toHaveText(heading, { timeout: 20_000 });
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // Back on the M-Pesa page, its served blocks are there again as they were.
    await page.goBack();
    await expect(page.locator('main h1').first()).toHaveText(heading, { timeout: 20_000 });
    await expect(page.locator(`main [data-served] a[href="${cards?.[1]}"]`).first()).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // So is the footer, and its links are followed by the app too.
    const terms = inLanguage('/terms-conditions', locale);
    await page.locator(`footer [data-served] a[href="${terms}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${terms}$`));
    await expect(page.locator('main h1')).not.toHaveText(heading, { timeout: 20_000 });
    await page.goBack();
    await expect(page.locator('main h1').first()).toHaveText(heading, { timeout: 20_000 });
    await expect(page.locator(`footer [data-served] a[href="${terms}"]`)).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
}
