import type { SiteState } from '@site/shared-content';
import { pagingOf } from './paging';

/** A settled list read: `pageSize` given is a teaser (the newest few), none a paged list. */
const list = (page: number, pageSize?: number) => ({
  endpointName: 'getNewsList',
  originalArgs: { locale: 'en', page, ...(pageSize ? { pageSize } : {}) },
  status: 'fulfilled',
  data: { pagination: { page, pageSize: pageSize ?? 9, pageCount: pageSize ? 9 : 3, total: 27 } },
});
const state = (queries: object) => ({ content: { queries } }) as unknown as SiteState;

describe('the paged list a page showed', () => {
  it('is a collection’s list read with a page number and no fixed size', () => {
    const page = {
      endpointName: 'getInvestorPage',
      originalArgs: { name: 'news-events' },
      status: 'fulfilled',
    };
    expect(pagingOf(state({ a: list(1, 3), b: page, c: list(2) }))).toEqual({ page: 2, pageCount: 3 });
  });

  it('is none for a page with teasers only, or no list', () => {
    const tariff = {
      endpointName: 'getTariff',
      originalArgs: { locale: 'en' },
      data: { kind: 'unpublished' },
    };
    expect(pagingOf(state({ a: list(1, 3), b: tariff }))).toBeNull();
    expect(pagingOf(state({}))).toBeNull();
  });
});
