import Fastify from 'fastify';
import type { CmsClient } from '../src/cms-client.ts';
import { createSearchService } from '../src/search/search-service.ts';
import { currentPriority, priority } from '../src/work-queue.ts';
import { fakeSite } from './fixtures.ts';

afterEach(() => vi.useRealTimers());

it('reads the content again once a burst of changes is over, once', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const reads: string[] = [];
  const answer = { status: 404, contentType: 'application/json', body: '{}' };
  const read = async (path: string) => {
    reads.push(path);
    return answer;
  };
  const cms = { read } as unknown as CmsClient;
  const search = createSearchService(fakeSite().site, cms, { debounceMs: 2_000, log: Fastify().log });
  for (let change = 0; change < 3; change += 1) {
    search.rebuildSoon();
    await vi.advanceTimersByTimeAsync(1_999);
  }
  expect(reads).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  await expect.poll(() => search.stats()).not.toBeNull();
  const oneBuild = reads.length;
  expect(oneBuild).toBeGreaterThan(0);
  search.rebuildSoon();
  await vi.advanceTimersByTimeAsync(2_000);
  await expect.poll(() => reads.length).toBe(2 * oneBuild);
  search.close();
});

it("reads the content as background work: a visitor's reads go first in the CMS queue", async () => {
  const priorities = new Set<number>();
  const read = async () => {
    priorities.add(currentPriority());
    return { status: 404, contentType: 'application/json', body: '{}' };
  };
  const cms = { read } as unknown as CmsClient;
  const search = createSearchService(fakeSite().site, cms, { debounceMs: 2_000, log: Fastify().log });
  await search.rebuild();
  expect([...priorities]).toEqual([priority.background]);
  search.close();
});
