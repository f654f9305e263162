import type { PageContent } from '@site/shared-content';
import type { RouteHandle } from '@site/shared-routing';
import { supportDomain } from '@site/support';
import type { RouteObject } from 'react-router';
import { createAppStore } from '../app/store';
import { headTags, type HeadInput } from './head';

// A page the CMS has not published (production held it back) says it is being prepared: a page
// search engines must not list, with no canonical address. A published one is listed.
const routes = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...routes(route.children ?? [])]);
const handle = routes(supportDomain.routes).find((route) => route.path === '/general-terms')
  ?.handle as RouteHandle;

async function headFor(status: number) {
  const page: Partial<PageContent> = { title: 'General terms', blocks: [] };
  const fetchFn = (async () =>
    new Response(JSON.stringify(status === 200 ? { data: page } : { data: null, error: { status } }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })) as typeof fetch;
  const store = createAppStore({ cms: { apiUrl: 'http://cms.test/api', fetchFn } });
  await store.dispatch(handle.pageEndpoint!.initiate({ name: 'general-term', locale: 'en', depth: 10 }));
  const input: HeadInput = {
    origin: 'https://site.test',
    locale: 'en',
    pathname: '/general-terms',
    paging: null,
    status: 200,
    handles: [handle],
    params: {},
    state: store.getState(),
    brand: 'Vodacom Tanzania',
    text: (message) => String(message.id),
  };
  return headTags(input);
}

describe('the head of a page held back', () => {
  it('is noindex without a canonical address when the CMS has not published the page', async () => {
    const head = await headFor(404);
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('rel="canonical"');
  });

  it('is indexable with its canonical address once the page is published', async () => {
    const head = await headFor(200);
    expect(head).not.toContain('noindex');
    expect(head).toContain('<link rel="canonical" href="https://site.test/general-terms" />');
  });
});
