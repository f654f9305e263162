import { setupServer } from 'msw/node';
import { article, cmsHandlers } from '../testing';
import { collectionQueries } from './collection-queries';
import { contentApi } from './content-api';
import { selectContentTags } from './content-tags';
import { makeTestStore, testPage } from './test-store';

const server = setupServer(
  ...cmsHandlers(
    { internet: { en: { title: 'Internet bundles' } } },
    { 'sport-updates': () => [article(1)] },
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const sport = collectionQueries({ path: '/sport-updates', pageSize: 20, sort: 'publishDate:desc' });
const { endpoints } = contentApi.injectEndpoints({
  endpoints: (build) => ({ sportList: build.query(sport.list), sportItem: build.query(sport.item) }),
});

describe('the content tags of a store', () => {
  it('name each CMS type a page read by its API segment, and each entry by its document id', async () => {
    const store = makeTestStore();
    await Promise.all([
      store.dispatch(testPage.initiate({ name: 'internet', locale: 'en' }, { subscribe: false })),
      store.dispatch(contentApi.endpoints.getSidebar.initiate({ locale: 'en' }, { subscribe: false })),
      store.dispatch(endpoints.sportList.initiate({ locale: 'en' }, { subscribe: false })),
      store.dispatch(endpoints.sportItem.initiate({ id: 'art1', locale: 'en' }, { subscribe: false })),
    ]);
    expect(selectContentTags(store.getState()).sort()).toEqual([
      'api:internet',
      'api:sidebar',
      'api:sport-updates',
      'doc:art1',
    ]);
  });

  it('name an entry the CMS does not have (yet): its page changes when it is published', async () => {
    const store = makeTestStore();
    const read = await store.dispatch(
      endpoints.sportItem.initiate({ id: 'draft', locale: 'en' }, { subscribe: false }),
    );
    expect(read.isError).toBe(true);
    expect(selectContentTags(store.getState())).toEqual(['doc:draft']);
  });
});
