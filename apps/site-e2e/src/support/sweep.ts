import type { Page } from '@playwright/test';
import { formatIssues, a11yIssues } from './axe';
import { expect, inLanguage, pageHydrated } from './fixtures';
import type { Locale } from './env';
import { formatProblems, type ProblemLog } from './problems';
import { visitFor, type SweepRoute } from './routes';
import { expectedTitle } from './titles';

/**
 * Visits one route as a first load and checks everything the task asks of a route: it answers, its
 * `<h1>` is the CMS heading in the visitor's language, the document title follows docs/behaviour.md §4, axe finds
 * no serious or critical issue in the content, and the browser logged no error. Soft assertions: one
 * broken page does not hide the others of its batch.
 */
export async function checkRoute(
  page: Page,
  problems: ProblemLog,
  route: SweepRoute,
  locale: Locale,
): Promise<void> {
  const visit = await visitFor(route, locale);
  const address = inLanguage(visit.path, locale);
  const label = `${locale} ${visit.path}`;
  // The server rendered the page with everything it reads: the browser asks the CMS nothing more.
  const reads: string[] = [];
  // Reads only: a form on the page asks for its timing ticket (`POST /api/<form>/ticket`), which is no read.
  const onRequest = (request: { url(): string; method(): string }) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
      reads.push(request.url());
  };
  page.on('request', onRequest);
  const response = await page.goto(address);
  expect.soft(response?.status(), `${label}: HTTP status of the document`).toBe(200);

  const heading = page.locator('main h1');
  await expect
    .soft(heading, `${label}: one <h1> with the CMS heading`)
    .toHaveText([visit.heading], { timeout: 20_000 });
  // Reads made by hydration count too: wait for it, then for late requests (images) to finish.
  await pageHydrated(page);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  page.off('request', onRequest);
  expect.soft(reads, `${label}: CMS reads after the server's render`).toEqual([]);
  await expect.soft(page.locator('html'), `${label}: the page's language`).toHaveAttribute('lang', locale);

  if (route.kind === 'detail') {
    // The id alone is enough: the site appends the item's slug; the title is the item's own.
    expect.soft(new URL(page.url()).pathname, `${label}: stays on the detail route`).toContain(address);
    await expect.soft(page, `${label}: the item's title`).toHaveTitle(visit.heading);
  } else {
    await expect.soft(page, `${label}: document title from the path`).toHaveTitle(expectedTitle(visit.path));
  }

  const issues = await a11yIssues(page, '#main');
  expect.soft(issues, `${label}: axe serious/critical issues:\n${formatIssues(issues)}`).toEqual([]);

  const found = problems.takeUnexpected();
  expect.soft(found, `${label}: browser problems:\n${formatProblems(found)}`).toEqual([]);
}

/** Splits a list into batches of at most `size`, so two workers share a domain's long list. */
export function batches<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
