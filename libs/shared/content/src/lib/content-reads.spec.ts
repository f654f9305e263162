import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { article, cmsHandlers, listBody, pageBodyV4 } from '../testing';
import { makeTestStore } from './test-store';

const server = setupServer(
  ...cmsHandlers(
    {
      internet: { en: { title: 'Internet bundles' }, sw: { title: 'Vifurushi vya intaneti' } },
      roaming: { en: { title: 'Roaming' } },
    },
    { 'sport-updates': () => Array.from({ length: 25 }, (_, i) => article(i + 1)) },
  ),
);
const requests: URL[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url)));
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

describe('contentReads through the site store', () => {
  it('sends locale and populate=deep,10 with credentials, and reads the page', async () => {
    const store = makeTestStore();
    const result = await store.read('getPage', { name: 'internet', locale: 'sw' });
    expect(result.data).toMatchObject({ title: 'Vifurushi vya intaneti', locale: 'sw' });
    expect(requests[0]?.pathname).toBe('/api/internet');
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ locale: 'sw', populate: 'deep,10' });
  });

  it('asks the business pages with depth 3', async () => {
    const store = makeTestStore();
    await store.read('getPage', { name: 'internet', locale: 'en', depth: 3 });
    expect(requests[0]?.searchParams.get('populate')).toBe('deep,3');
  });

  it('falls back to English when the Swahili entry is missing (404)', async () => {
    const store = makeTestStore();
    const result = await store.read('getPage', { name: 'roaming', locale: 'sw' });
    expect(result.data).toMatchObject({ title: 'Roaming', locale: 'en' });
    expect(requests.map((url) => url.searchParams.get('locale'))).toEqual(['sw', 'en']);
  });

  it('reads the Strapi v4 shape', async () => {
    server.use(http.get('*/api/voice', () => HttpResponse.json(pageBodyV4({ title: 'Voice and SMS' }))));
    const result = await makeTestStore().read('getPage', { name: 'voice', locale: 'en' });
    expect(result.data?.title).toBe('Voice and SMS');
  });

  it('turns a malformed answer into an error state', async () => {
    server.use(http.get('*/api/voice', () => HttpResponse.json({ data: { blocks: 'nope' } })));
    const result = await makeTestStore().read('getPage', { name: 'voice', locale: 'en' });
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 'PARSING_ERROR' });
  });

  it('turns non-JSON into an error state', async () => {
    server.use(
      http.get(
        '*/api/voice',
        () => new HttpResponse('<html>oops', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const result = await makeTestStore().read('getPage', { name: 'voice', locale: 'en' });
    expect(result.error).toBeDefined();
  });

  it('drops a block that misses required fields but keeps the rest of the page', async () => {
    server.use(
      http.get('*/api/voice', () =>
        HttpResponse.json({
          data: {
            title: 'Voice',
            blocks: [{ __component: 'blocks.hero' }, { __component: 'blocks.hero', title: 'Talk more' }],
          },
        }),
      ),
    );
    const result = await makeTestStore().read('getPage', { name: 'voice', locale: 'en' });
    expect(result.data?.blocks).toEqual([{ __component: 'blocks.hero', title: 'Talk more' }]);
  });

  it('asks a list newest first from page 1 with the collection page size (behaviour §7)', async () => {
    const result = await makeTestStore().read('getList', { collection: 'sport-updates', locale: 'en' });
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
      locale: 'en',
      populate: 'deep,10',
      sort: 'publishDate:desc',
      'pagination[page]': '1',
      'pagination[pageSize]': '20',
    });
    expect(result.data?.items).toHaveLength(20);
    expect(result.data?.pagination).toEqual({ page: 1, pageSize: 20, pageCount: 2, total: 25 });
  });

  it.each([
    ['news-updates', '9'],
    ['sport-updates', '20'],
    ['foundation-updates', '30'],
  ] as const)(
    'asks %s with exactly the parameters of behaviour §7 (page size %s)',
    async (collection, pageSize) => {
      server.use(http.get(`*/api/${collection}`, () => HttpResponse.json(listBody([article(1)]))));
      await makeTestStore().read('getList', { collection, locale: 'sw' });
      expect(requests[0]?.pathname).toBe(`/api/${collection}`);
      expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
        locale: 'sw',
        populate: 'deep,10',
        sort: 'publishDate:desc',
        'pagination[page]': '1',
        'pagination[pageSize]': pageSize,
      });
    },
  );

  it('reads a detail by document id', async () => {
    const result = await makeTestStore().read('getItem', {
      collection: 'sport-updates',
      id: 'art4',
      locale: 'en',
    });
    expect(requests[0]?.pathname).toBe('/api/sport-updates/art4');
    expect(result.data).toMatchObject({ title: 'Sport update 4' });
  });

  it('falls back to English for an empty Swahili list', async () => {
    server.use(
      http.get('*/api/news-updates', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('locale') === 'sw' ? listBody([]) : listBody([article(1)]),
        ),
      ),
    );
    const result = await makeTestStore().read('getList', { collection: 'news-updates', locale: 'sw' });
    expect(result.data).toMatchObject({ locale: 'en', items: [{ title: 'Sport update 1' }] });
  });
});
