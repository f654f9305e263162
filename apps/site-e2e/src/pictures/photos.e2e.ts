import type { Page, Request } from '@playwright/test';
import { cmsGet } from '../support/cms';
import { locales, type Locale } from '../support/env';
import { expect, inLanguage, test } from '../support/fixtures';
import { layoutShift } from '../support/layout-shift';

// The seed's photos are camera-sized JPEGs (3,600–4,000 px, 2–5 MB); the site offers them in the
// widths and formats its server makes (`/_img/<format>/<width>/<file>`). What a phone really
// downloads, counted in Chromium.

type Fetched = { path: string; type: string; bytes: number };

/**
 * Every image variant the page fetched, with its type and the bytes of its body on the wire. Counted
 * from the network's own events once a download has finished: reading the body back from the browser
 * fails for a response the page has navigated away from.
 */
function recordImages(page: Page): Fetched[] {
  const fetched: Fetched[] = [];
  page.on('requestfinished', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/_img/') && !pathname.startsWith('/uploads/')) return;
    void Promise.all([request.response(), request.sizes()]).then(
      ([response, sizes]) =>
        fetched.push({
          path: pathname,
          type: response?.headers()['content-type'] ?? '',
          bytes: sizes.responseBodySize,
        }),
      // Refused only once the page has closed: the test has ended, there is nothing left to count.
      () => undefined,
    );
  });
  return fetched;
}

const fileOf = (path: string) => path.split('/').pop() ?? '';

/**
 * The first image of `<main>` (the hero), once the browser has it on screen. The first request of a
 * variant waits for its resize: on a 2-core runner shared with the rest of the suite, seconds.
 */
async function shownHero(page: Page) {
  const hero = page.locator('main img').first();
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
      timeout: 60_000,
    })
    .toBe(true);
  return hero;
}

/**
 * Opens `path` in `locale`, recording the images the page fetches, until its hero is on screen: the
 * hero, the path of the variant the browser shows in it, and what was fetched.
 */
async function openOnHero(page: Page, path: string, locale: Locale) {
  const fetched = recordImages(page);
  await page.goto(inLanguage(path, locale), { waitUntil: 'domcontentloaded' });
  const hero = await shownHero(page);
  const shown = new URL(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
  return { hero, shown, fetched };
}

test.describe('a 360 px phone with a 2× screen', () => {
  // A phone's screen is its viewport (the project's desktop profile would leave a 1,920 px screen,
  // which Chromium's preload scanner reads before the page's viewport applies).
  const phone = { width: 360, height: 780 };
  test.use({ viewport: phone, screen: phone, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  for (const locale of locales)
    test(`downloads the 4,000 px hero photo once, in AVIF or WebP, at most 120 kB (${locale})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const { hero, shown, fetched } = await openOnHero(page, '/planet', locale);
      await expect(hero).toHaveAttribute('width', '4000');
      const ofHero = () => fetched.filter((image) => fileOf(image.path) === fileOf(shown));
      await expect.poll(() => ofHero().length).toBe(1);
      const [only] = ofHero();
      expect(only?.path).toBe(shown);
      expect(only?.type).toMatch(/^image\/(avif|webp)$/);
      expect(only?.bytes).toBeGreaterThan(0);
      expect(only?.bytes).toBeLessThanOrEqual(120_000);
      // The head announced it: the preload's candidates are the picture's first source's.
      const preload = page.locator('head link[rel="preload"][as="image"]').first();
      expect(await preload.getAttribute('imagesrcset')).toContain(`${shown} `);
      const { total, moved } = await layoutShift(page);
      expect(total, `moved: ${moved.join(' | ')}`).toBe(0);
    });

  for (const locale of locales)
    test(`gets a drawing (an SVG of the media library) rasterised in AVIF, never the SVG, and link previews its JPEG (${locale})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      // The home page's hero is a drawing of the seed.
      const { hero, shown, fetched } = await openOnHero(page, '/', locale);
      const drawing = fileOf((await hero.getAttribute('src')) ?? '');
      expect(drawing).toMatch(/\.svg$/);
      expect(shown).toMatch(new RegExp(`^/_img/avif/(640|800|960)/${drawing.replace('.', '\\.')}$`));
      await expect.poll(() => fetched.filter((image) => fileOf(image.path) === drawing).length).toBe(1);
      expect(
        fetched.filter((image) => image.path.startsWith('/uploads/') && image.path.endsWith('.svg')),
      ).toEqual([]);
      const { total, moved } = await layoutShift(page);
      expect(total, `moved: ${moved.join(' | ')}`).toBe(0);
      // Link previews show no SVG: the page offers its share drawing as a 1,280 px JPEG.
      const preview = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(new URL(preview ?? '').pathname).toMatch(/^\/_img\/jpeg\/1280\/[\w.-]+\.svg$/);
      const jpeg = await request.get(preview ?? '');
      expect([jpeg.status(), jpeg.headers()['content-type']]).toEqual([200, 'image/jpeg']);
    });
});

/** Pages whose photos the seed sets: the planet page (hero, a story's card) and two stories. */
async function photoPages(): Promise<string[]> {
  const { body } = await cmsGet(
    '/api/foundation-updates?locale=en&filters[slug][$in][0]=world-environment-day-trees-2026&filters[slug][$in][1]=earth-day-mangroves-tanga',
  );
  const stories = (body as { data: { documentId: string }[] }).data.map(
    (story) => `/foundation-news/${story.documentId}`,
  );
  expect(stories).toHaveLength(2);
  return ['/planet', ...stories];
}

for (const width of [360, 1280])
  test(`every photo on the photo pages is offered in AVIF and WebP by width, in a reserved box (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const fetched = recordImages(page);
    for (const locale of locales)
      for (const path of await photoPages()) {
        await page.goto(inLanguage(path, locale), { waitUntil: 'domcontentloaded' });
        await page.waitForLoadState('load', { timeout: 60_000 });
        const label = `${inLanguage(path, locale)} at ${width} px`;
        const photos = page.locator('main picture');
        expect(await photos.count(), `${label}: photos`).toBeGreaterThan(0);
        for (const photo of await photos.all()) {
          const sources = await photo
            .locator('source')
            .evaluateAll((elements) =>
              elements.map((source) => ['type', 'srcset', 'sizes'].map((name) => source.getAttribute(name))),
            );
          expect(
            sources.map(([type, srcset, sizes]) => [type, !!srcset, !!sizes]),
            label,
          ).toEqual([
            ['image/avif', true, true],
            ['image/webp', true, true],
          ]);
          const image = photo.locator('img');
          // A drawing's own `<img>` is the SVG (for a browser with neither format): no widths of its own.
          const drawing = /\.svg$/.test((await image.getAttribute('src')) ?? '');
          for (const attribute of [...(drawing ? [] : ['srcset', 'sizes']), 'width', 'height'])
            expect(await image.getAttribute(attribute), `${label}: ${attribute}`).toBeTruthy();
        }
        const { total, moved } = await layoutShift(page);
        expect(total, `${label}: layout shift, moved: ${moved.join(' | ')}`).toBe(0);
      }
    // No photo's original was fetched, and every variant came in the best format Chromium takes.
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
    const photosFetched = fetched.filter((image) => /\.jpe?g$/.test(image.path));
    expect(photosFetched.filter((image) => image.path.startsWith('/uploads/'))).toEqual([]);
    expect(new Set(photosFetched.map((image) => image.type))).toEqual(new Set(['image/avif']));
  });
