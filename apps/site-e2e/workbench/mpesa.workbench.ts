import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readAnswers, startFixtureCms } from '../../../tools/workbench/fixture-cms.mjs';
import { categoryLabel, feePattern, seededFee } from '../src/support/tariff';
import { freePort, serveWorkbench, type Workbench } from './serve-workbench';

// The Done-when of issue 35: `npx nx serve mpesa` without a CMS serves /mpesa and /sw/mpesa from the
// answers recorded from the seed, server-rendered, with the calculator working once hydrated; another
// domain's path says it is outside the workbench; with a CMS answering, its content shows instead.

type Page = { data: { blocks: Array<{ title?: string }> } };
const answers = readAnswers('mpesa');
const pageTitle = (locale: 'en' | 'sw') =>
  (answers[`/api/mpesa?locale=${locale}&populate=deep,10`]?.body as Page).data.blocks[0]?.title ?? '';
const catalog = (locale: string) =>
  JSON.parse(
    readFileSync(resolve(import.meta.dirname, `../../site/src/workbench/messages/${locale}.json`), 'utf8'),
  ) as Record<string, string>;

test.describe('the mpesa workbench without a CMS (recorded answers)', () => {
  let workbench: Workbench;
  test.beforeAll(async () => {
    // Nothing listens on this port: the workbench falls back to the recorded answers.
    workbench = await serveWorkbench('mpesa', `http://127.0.0.1:${await freePort()}`);
  });
  test.afterAll(async () => workbench.stop());

  test('says where its content comes from', () => {
    expect(workbench.output()).toContain('content: recorded from the seed');
  });

  test('/mpesa and /sw/mpesa arrive rendered with their content', async ({ request }) => {
    for (const [path, locale] of [
      ['/mpesa', 'en'],
      ['/sw/mpesa', 'sw'],
    ] as const) {
      const response = await request.get(`${workbench.url}${path}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(pageTitle(locale));
    }
  });

  test('the calculator quotes a fee once the page has hydrated', async ({ page }) => {
    // A hydration mismatch or a script that fails shows here.
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
    await page.goto(`${workbench.url}/mpesa`);
    const form = page.locator('form[data-hydrated]');
    await form.waitFor({ state: 'attached', timeout: 60_000 });
    await form.getByRole('combobox').selectOption({ label: categoryLabel('send-registered', 'en') });
    await form.getByLabel(/amount/i).fill('150000');
    const fee = seededFee('send-registered', 150_000) ?? 0;
    await expect(page.getByRole('status').filter({ hasText: /fee/i })).toHaveText(feePattern(fee));
    expect(problems).toEqual([]);
    // Vite's client took over the stylesheets the server sent (apps/server/src/dev-styles.ts): none twice.
    const styles = await page
      .locator('style[data-vite-dev-id]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-vite-dev-id')));
    expect(styles.length).toBeGreaterThan(0);
    expect(new Set(styles).size).toBe(styles.length);
  });

  test('the page arrives styled, with scripts off too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${workbench.url}/sw/mpesa`);
    // The hero's white heading on the brand's red; unstyled, the browser's black on white.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(255, 255, 255)');
    await context.close();
  });

  test('another domain’s page is not served: it says it is outside this workbench', async ({ page }) => {
    const response = await page.goto(`${workbench.url}/vodacom-business`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      catalog('en')['workbench.outside.title'] ?? '',
    );
    await expect(page.getByText('npx nx serve business')).toBeVisible();
  });
});

test.describe('the mpesa workbench with a CMS answering', () => {
  const liveTitle = 'Changed in the CMS a moment ago';
  let workbench: Workbench;
  let cms: { url: string; close: () => Promise<void> };
  test.beforeAll(async () => {
    // A CMS whose /mpesa differs from the recording: what the page shows tells which one was read.
    const key = '/api/mpesa?locale=en&populate=deep,10';
    const page = structuredClone(answers[key]?.body) as Page;
    page.data.blocks[0] = { ...page.data.blocks[0], title: liveTitle };
    cms = await startFixtureCms({
      domain: 'mpesa',
      answers: { ...answers, [key]: { status: 200, body: page } },
    });
    workbench = await serveWorkbench('mpesa', cms.url);
  });
  test.afterAll(async () => {
    await workbench.stop();
    await cms.close();
  });

  test('shows the CMS’s content', async ({ request }) => {
    expect(workbench.output()).toContain(`content: the CMS at ${cms.url}`);
    const html = await (await request.get(`${workbench.url}/mpesa`)).text();
    expect(html).toContain(liveTitle);
    expect(html).not.toContain(pageTitle('en'));
  });
});
