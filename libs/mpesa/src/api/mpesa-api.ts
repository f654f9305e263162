import type { BlockReadContext, StartRead } from '@site/shared-blocks';
import {
  contentApi,
  loadedQueryHook,
  readAll,
  readPage,
  type CollectionSpec,
  type TariffBand,
} from '@site/shared-content';
import type { TariffReading } from '../tools/tariff';

/** The tariff bands the cost calculator reads: all of them, every category, lowest first. */
const tariffBands: CollectionSpec = {
  path: '/tariff-bands',
  pageSize: 100,
  sort: 'minimum:asc',
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

// The reading's code loads with the tariff, not with every page: this file is in the site's first load.
const readTariff = (records: TariffBand[]) =>
  import('../tools/tariff/read-tariff').then((reading) => reading.readTariff(records));

/** The mpesa domain's collections, by the names the CMS gives them. */
export const mpesaCollections = { 'tariff-bands': tariffBands };

/** The mpesa domain's CMS reads: its pages, and the tariff of the cost calculator. */
export const mpesaApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getMpesaPage: readPage(build),
    // Kept as the calculator reads it: nearly a hundred records, each with its category's label and
    // source line, would be most of the M-Pesa page's state.
    getTariff: readAll<TariffBand, TariffReading>(build, tariffBands, readTariff),
  }),
});

// The pages and blocks read what the route's loader read, and never a failed entry again on mount (ADR 0009).
export const useGetMpesaPageQuery = loadedQueryHook(mpesaApi.endpoints.getMpesaPage);
export const useGetTariffQuery = loadedQueryHook(mpesaApi.endpoints.getTariff);

/** The calculator block's read, started by the route loader so the page arrives with the tariff. */
export function tariffReads(_block: unknown, { locale }: BlockReadContext): StartRead[] {
  return [(dispatch) => dispatch(mpesaApi.endpoints.getTariff.initiate({ locale }, { subscribe: false }))];
}
