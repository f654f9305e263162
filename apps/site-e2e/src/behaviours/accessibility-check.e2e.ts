import { a11yIssues } from '../support/axe';
import { expect, test } from '../support/fixtures';

// The check every page's accessibility rests on (support/axe.ts) finds a planted fault in its scope,
// and only there: a check that found nothing whatever the page would pass every test that uses it.
test('the accessibility check reports a fault in its scope and nothing outside it', async ({
  page,
  visit,
}) => {
  await visit('/');
  await expect(page.locator('main h1')).toHaveCount(1);
  expect(await a11yIssues(page, '#main'), 'the page as served').toEqual([]);

  await page.locator('#main').evaluate((main) => main.append(document.createElement('button')));
  await page.getByRole('contentinfo').evaluate((footer) => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    footer.append(image);
  });
  const inMain = await a11yIssues(page, '#main');
  expect(inMain.map((issue) => issue.id)).toEqual(['button-name']);
  expect(inMain[0]?.impact).toBe('critical');
  const whole = (await a11yIssues(page)).map((issue) => issue.id).sort();
  expect(whole).toEqual(['button-name', 'image-alt']);
});
