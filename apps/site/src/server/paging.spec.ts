import type { SiteState } from '@site/shared-content';
import { pagingOf } from './paging';

const entry = (read: string, args: object, data: object) => ({ read, args, status: 'fulfilled', data });

describe('the paged list a page showed', () => {
  it('is the list read with a page number and no fixed size', () => {
    const state = {
      a: entry(
        'getList',
        { collection: 'news-updates', locale: 'en', page: 1, pageSize: 3 },
        {
          pagination: { page: 1, pageSize: 3, pageCount: 9, total: 27 },
        },
      ),
      b: entry('getPage', { name: 'news-events', locale: 'en' }, {}),
      c: entry(
        'getList',
        { collection: 'news-updates', locale: 'en', page: 2 },
        {
          pagination: { page: 2, pageSize: 9, pageCount: 3, total: 27 },
        },
      ),
    } as unknown as SiteState;
    expect(pagingOf(state)).toEqual({ page: 2, pageCount: 3 });
  });

  it('is none for a page with teasers only, or no list', () => {
    const teaser = {
      a: entry(
        'getList',
        { collection: 'news-updates', locale: 'en', page: 1, pageSize: 3 },
        {
          pagination: { page: 1, pageSize: 3, pageCount: 9, total: 27 },
        },
      ),
    } as unknown as SiteState;
    expect(pagingOf(teaser)).toBeNull();
    expect(pagingOf({})).toBeNull();
  });
});
