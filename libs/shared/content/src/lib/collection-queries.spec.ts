import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CollectionSpec } from '@site/shared-server-contract';
import { article, cmsHandlers, listBody } from '../testing';
import { serveDuringTests } from '../testing/serve-during-tests';
import { collectionQueries } from './collection-queries';
import { contentApi } from './content-api';
import { makeTestStore } from './test-store';

const server = setupServer(
  ...cmsHandlers({}, { 'sport-updates': () => Array.from({ length: 25 }, (_, i) => article(i + 1)) }),
);
const requests = serveDuringTests(server);

// Collections as domains declare them (docs/behaviour.md §7), with endpoints built from them.
const spec = (path: string, pageSize: number, more: Partial<CollectionSpec> = {}): CollectionSpec => ({
  path,
  pageSize,
  sort: 'publishDate:desc',
  ...more,
});
const news = collectionQueries(spec('/news-updates', 9));
const sport = collectionQueries(spec('/sport-updates', 20));
const stories = collectionQueries(spec('/foundation-updates', 30, { filterField: '[programme]' }));
const bands = collectionQueries(spec('/tariff-bands', 100, { fields: ['category', 'fee'] }));
const { endpoints } = contentApi.injectEndpoints({
  endpoints: (build) => ({
    news: build.query(news.list),
    sport: build.query(sport.list),
    sportItem: build.query(sport.item),
    stories: build.query(stories.list),
    bands: build.query(bands.all((records) => records)),
  }),
});
const lists = {
  'news-updates': endpoints.news,
  'sport-updates': endpoints.sport,
  'foundation-updates': endpoints.stories,
};

async function read<A>(endpoint: { initiate: (args: A) => unknown }, args: A) {
  const store = makeTestStore();
  const running = store.dispatch(endpoint.initiate(args) as never) as Promise<{
    data?: never;
    error?: unknown;
  }> & {
    unsubscribe: () => void;
  };
  const result = await running;
  running.unsubscribe();
  return result as { data?: { items: unknown[]; pagination: unknown; locale: string }; error?: unknown };
}

describe('collection queries', () => {
  it('ask a list newest first from page 1 with the collection page size (behaviour §7)', async () => {
    const result = await read(endpoints.sport, { locale: 'en' });
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
  ] as const)('ask %s with exactly the parameters of behaviour §7 (page size %s)', async (name, pageSize) => {
    server.use(http.get(`*/api/${name}`, () => HttpResponse.json(listBody([article(1)]))));
    await read(lists[name], { locale: 'sw' });
    expect(requests[0]?.pathname).toBe(`/api/${name}`);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
      locale: 'sw',
      populate: 'deep,10',
      sort: 'publishDate:desc',
      'pagination[page]': '1',
      'pagination[pageSize]': pageSize,
    });
  });

  it('narrow a list by the collection’s filter field', async () => {
    server.use(http.get('*/api/foundation-updates', () => HttpResponse.json(listBody([article(1)]))));
    await read(endpoints.stories, { locale: 'en', filter: 'health', page: 2 });
    expect(requests[0]?.searchParams.get('filters[programme][$eq]')).toBe('health');
    expect(requests[0]?.searchParams.get('pagination[page]')).toBe('2');
  });

  it('ask only the fields a collection is read with, when it names them', async () => {
    server.use(http.get('*/api/tariff-bands', () => HttpResponse.json(listBody([article(1)]))));
    await read(endpoints.bands, { locale: 'en' });
    expect(requests[0]?.searchParams.get('fields[0]')).toBe('category');
    expect(requests[0]?.searchParams.get('fields[1]')).toBe('fee');
    expect(requests[0]?.searchParams.has('fields[2]')).toBe(false);
  });

  it('read a detail by document id', async () => {
    const result = await read(endpoints.sportItem, { id: 'art4', locale: 'en' });
    expect(requests[0]?.pathname).toBe('/api/sport-updates/art4');
    expect(result.data).toMatchObject({ title: 'Sport update 4' });
  });

  it('fall back to English for an empty Swahili list', async () => {
    server.use(
      http.get('*/api/news-updates', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('locale') === 'sw' ? listBody([]) : listBody([article(1)]),
        ),
      ),
    );
    const result = await read(endpoints.news, { locale: 'sw' });
    expect(result.data).toMatchObject({ locale: 'en', items: [{ title: 'Sport update 1' }] });
  });
});
