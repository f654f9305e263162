import { countedCms } from '../testing/counted-cms';
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
});
