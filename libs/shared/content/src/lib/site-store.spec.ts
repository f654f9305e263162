import { countedCms } from '../testing/counted-cms';
import { contentApi } from './content-api';
import { isServedBlock, servedBlockKey } from './served-parts';
import { siteSnapshot } from './site-store';
import { makeTestStore, serverSnapshot, testPage } from './test-store';

const { seen } = countedCms();
const args = { name: 'internet', locale: 'en' } as const;

describe('the hydration snapshot', () => {
  it('is the same for the same content on every render (a refreshed page keeps its ETag)', async () => {
    const first = JSON.stringify(await serverSnapshot(args));
    const second = JSON.stringify(await serverSnapshot(args));
    expect(seen.requests).toBe(2);
    expect(second).toBe(first);
    expect(first).toContain('Internet bundles');
  });

  it('starts a browser store whose reads count as done when the page was served', async () => {
    const before = Date.now();
    const store = makeTestStore(await serverSnapshot(args));
    const entry = testPage.select(args)(store.getState());
    expect(entry).toMatchObject({
      status: 'fulfilled',
      isSuccess: true,
      data: { title: 'Internet bundles' },
    });
    expect(entry.fulfilledTimeStamp).toBeGreaterThanOrEqual(before);
    expect(entry.startedTimeStamp).toBeGreaterThanOrEqual(before);
  });

  it('keeps only the place of each block the server served for good, and every other block whole', async () => {
    const whole = await serverSnapshot(args);
    const page = testPage.select(args)(makeTestStore(whole).getState()).data;
    const [served, ...others] = page?.blocks ?? [];
    const key = served && servedBlockKey(served);
    expect(key).toEqual(expect.any(String));
    const snapshot = await serverSnapshot(args, new Set([key as string]));
    const blocks = testPage.select(args)(makeTestStore(snapshot).getState()).data?.blocks;
    expect(blocks?.[0]).toEqual({ __component: served?.__component, id: served?.id, served: true });
    expect(blocks?.[0] && isServedBlock(blocks[0])).toBe(true);
    expect(others.length).toBeGreaterThan(0);
    expect(blocks?.slice(1)).toEqual(others);
    // The head's fields are the server's alone: read, but not put in the page.
    const read = makeTestStore();
    await read.dispatch(testPage.initiate(args, { subscribe: false }));
    expect(testPage.select(args)(read.getState()).data?.seo).toEqual({
      metaTitle: 'Internet bundles | Vodacom',
    });
    expect(testPage.select(args)(makeTestStore(snapshot).getState()).data?.seo).toBeNull();
    expect(JSON.stringify(snapshot).length).toBeLessThan(JSON.stringify(whole).length);
  });

  it('keeps of the sidebar a footer served for good its language and sample switch only', async () => {
    const store = makeTestStore();
    await store.dispatch(contentApi.endpoints.getSidebar.initiate({ locale: 'sw' }, { subscribe: false }));
    const sidebar = (snapshot: ReturnType<typeof siteSnapshot>) =>
      contentApi.endpoints.getSidebar.select({ locale: 'sw' })(makeTestStore(snapshot).getState()).data;
    const whole = sidebar(siteSnapshot(store.getState()));
    expect(whole).toMatchObject({ locale: 'sw', footerGroups: expect.arrayContaining([expect.anything()]) });
    expect(sidebar(siteSnapshot(store.getState(), new Set(['sidebar:en'])))).toEqual(whole);
    expect(sidebar(siteSnapshot(store.getState(), new Set(['sidebar:sw'])))).toEqual({
      locale: 'sw',
      sampleContent: false,
      served: true,
    });
  });
});
