import type { BlockReadContext, StartRead } from '@site/shared-blocks';
import {
  contentApi,
  loadedQueryHook,
  readAll,
  readPage,
  type CollectionSpec,
  type TariffBand,
} from '@site/shared-content';

/** The tariff bands the cost calculator reads: all of them, every category, lowest first. */
const tariffBands: CollectionSpec = {
  path: '/tariff-bands',
  pageSize: 100,
  sort: 'minimum:asc',
  // Nearly a hundred bands go into the M-Pesa page's state: not Strapi's dates and ids with them.
  fields: [
    'category',
    'categoryLabel',
    'minimum',
    'maximum',
    'fee',
    'effectiveDate',
    'source',
  ] satisfies (keyof TariffBand)[],
};

/** The mpesa domain's collections, by the names the CMS gives them. */
export const mpesaCollections = { 'tariff-bands': tariffBands };

/** The mpesa domain's CMS reads: its pages, and the tariff of the cost calculator. */
export const mpesaApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getMpesaPage: readPage(build),
    getTariffBands: readAll<TariffBand>(build, tariffBands),
  }),
});

// The pages and blocks read what the route's loader read, and never a failed entry again on mount (ADR 0009).
export const useGetMpesaPageQuery = loadedQueryHook(mpesaApi.endpoints.getMpesaPage);
export const useGetTariffBandsQuery = loadedQueryHook(mpesaApi.endpoints.getTariffBands);

/** The calculator block's read, started by the route loader so the page arrives with the tariff. */
export function tariffReads(_block: unknown, { locale }: BlockReadContext): StartRead[] {
  return [
    (dispatch) => dispatch(mpesaApi.endpoints.getTariffBands.initiate({ locale }, { subscribe: false })),
  ];
}
