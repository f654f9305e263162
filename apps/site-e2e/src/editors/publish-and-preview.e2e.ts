import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { adminToken } from '../support/admin';
import { cmsGet } from '../support/cms';
import { cmsAdminUrl, e2eSecrets, siteUrl } from '../support/env';
import { expect, test } from '../support/fixtures';

// What an editor does in the Strapi admin, through the same content-manager API the admin panel
// calls (admin listener, admin JWT of the global setup): publish a change and see it on the site
// within 10 s in both languages (issue 10), and preview a draft that visitors do not see (issue 13).
// The entry is the suite's own: a news article dated 2001, so no list page 1 or picture shows it.

const uid = 'api::news-update.news-update';
const run = Date.now().toString(36);
const slug = `editor-check-${run}`;

type Json = Record<string, unknown>;
async function admin(method: string, path: string, body?: Json) {
  const res = await cmsGet(
    path,
    {
      method,
      headers: { Authorization: `Bearer ${adminToken()}`, 'Content-Type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    },
    cmsAdminUrl,
  );
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(300);
  return res.body as { data: Json };
}
const entryPath = (documentId: string, locale: string) =>
  `/content-manager/collection-types/${uid}/${documentId}?locale=${locale}`;
const publish = (documentId: string, locale: string) =>
  admin(
    'POST',
    `/content-manager/collection-types/${uid}/${documentId}/actions/publish?locale=${locale}`,
    {},
  );

/** The public page's HTML as a visitor's first request gets it (the article's address completes itself). */
const publicHtml = async (path: string) => (await fetch(`${siteUrl}${path}`)).text();

test.describe.configure({ mode: 'serial' });

let documentId = '';
const texts = {
  en: { title: `Editors check ${run}`, summary: 'A news article the end-to-end suite publishes.' },
  sw: {
    title: `Ukaguzi wa wahariri ${run}`,
    summary: 'Habari ambayo majaribio ya mwisho hadi mwisho huchapisha.',
  },
};
const pathOf = (locale: 'en' | 'sw') => `${locale === 'sw' ? '/sw' : ''}/news-event/${documentId}`;

test.beforeAll(async () => {
  const created = await admin('POST', `/content-manager/collection-types/${uid}?locale=en`, {
    ...texts.en,
    slug,
    category: 'news',
    publishDate: '2001-01-01',
    editorNote: 'Created and deleted by the end-to-end suite (apps/site-e2e/src/editors).',
  });
  documentId = String(created.data['documentId']);
  await admin('PUT', entryPath(documentId, 'sw'), {
    ...texts.sw,
    slug,
    category: 'news',
    publishDate: '2001-01-01',
    editorNote: 'Created and deleted by the end-to-end suite (apps/site-e2e/src/editors).',
  });
});

test.afterAll(async () => {
  if (!documentId) return;
  for (const locale of ['sw', 'en']) await admin('DELETE', entryPath(documentId, locale));
});

test('a change published in the admin shows on the site within 10 s, in both languages', async () => {
  for (const locale of ['en', 'sw'] as const) {
    await publish(documentId, locale);
    await expect
      .poll(() => publicHtml(pathOf(locale)), { timeout: 10_000, message: `${locale}: the new article` })
      .toContain(texts[locale].title);
  }
  // An edit of a published article: the same 10 s.
  for (const locale of ['en', 'sw'] as const) {
    const edited = `${texts[locale].title} (2)`;
    await admin('PUT', entryPath(documentId, locale), { title: edited });
    await publish(documentId, locale);
    await expect
      .poll(() => publicHtml(pathOf(locale)), { timeout: 10_000, message: `${locale}: the edit` })
      .toContain(edited);
    texts[locale].title = edited;
  }
});

test('the preview button shows an unpublished change to the editor only; forged or expired links get 401', async ({
  page,
}) => {
  const draft = `Draft only ${run}`;
  await admin('PUT', entryPath(documentId, 'en'), { title: draft });
  const answer = await admin(
    'GET',
    `/content-manager/preview/url/${uid}?documentId=${documentId}&locale=en&status=draft`,
  );
  const link = new URL(String(answer.data['url']));
  expect(`${link.origin}${link.pathname}`).toBe(`${siteUrl}/_preview`);

  // Everything the browser downloads while previewing, to look for the server's read token.
  const reads: Promise<string>[] = [];
  page.on('response', (response) =>
    reads.push(
      Promise.all([response.allHeaders(), response.text().catch(() => '')]).then(
        ([headers, text]) => `${response.url()}\n${JSON.stringify(headers)}\n${text}`,
      ),
    ),
  );
  const response = await page.goto(link.toString());
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toMatch(/no-store/);
  await expect(page.locator('main h1')).toHaveText(draft);
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(reads);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((text) => text.includes(e2eSecrets.previewToken))).toEqual([]);

  // Visitors still read the published article, and the preview put nothing in the page cache.
  const published = await publicHtml(pathOf('en'));
  expect(published).toContain(texts.en.title);
  expect(published).not.toContain(draft);

  const forged = new URL(link);
  const sig = forged.searchParams.get('sig') ?? '';
  forged.searchParams.set('sig', `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`);
  expect((await fetch(forged)).status).toBe(401);

  const expired = new URL(link);
  const exp = String(Math.floor(Date.now() / 1000) - 60);
  expired.searchParams.set('exp', exp);
  const q = expired.searchParams;
  const signed = ['uid', 'documentId', 'locale', 'status', 'exp'].map((key) => q.get(key) ?? '').join('|');
  expired.searchParams.set('sig', createHmac('sha256', e2eSecrets.preview).update(signed).digest('hex'));
  expect((await fetch(expired)).status).toBe(401);
});

test('the read token is in no file of the build the browser can download', () => {
  const client = resolve(import.meta.dirname, '../../../../dist/apps/site/client');
  const files = readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  expect(files.length).toBeGreaterThan(10);
  expect(files.filter((file) => readFileSync(file).includes(e2eSecrets.previewToken))).toEqual([]);
});
