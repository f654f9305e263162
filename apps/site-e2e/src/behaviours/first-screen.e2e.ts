import { locales } from '../support/env';
import { expect, inLanguage, pageHydrated, test } from '../support/fixtures';
import { layoutShift } from '../support/layout-shift';

// A phone's CPU: the browser parses the page in more pieces and may paint between them. A frame of
// half a first block (a carousel's controls before its slides, a hero's text before its picture)
// moved on the next one. The page is painted from the end of its first block on
// (apps/server/src/document.ts, `<link rel="expect">`).
const phone = { width: 412, height: 823 };
test.use({ viewport: phone, screen: phone, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

for (const locale of locales)
  for (const path of ['/', '/vodacom-business'])
    test(`the first screen of ${inLanguage(path, locale)} stays put while it loads and hydrates on a slow CPU`, async ({
      page,
    }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      for (let load = 1; load <= 3; load += 1) {
        await page.goto(inLanguage(path, locale), { waitUntil: 'load' });
        await pageHydrated(page);
        const { total, moved } = await layoutShift(page);
        expect(total, `load ${load}, moved: ${moved.join(' | ')}`).toBe(0);
      }
    });
