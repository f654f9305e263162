import type { BlockReadContext, StartRead } from '@site/shared-blocks';
import {
  collectionQueries,
  contentApi,
  type AllArgs,
  type CollectionRegistry,
  type CollectionSpec,
  type TariffBand,
} from '@site/shared-content';

/** The tariff bands the cost calculator reads: all of them, every category, lowest first. */
const tariffBands: CollectionSpec = { path: '/tariff-bands', pageSize: 100, sort: 'minimum:asc' };
const tariff = collectionQueries<TariffBand>(tariffBands);

/** The mpesa domain's CMS reads: the tariff of the cost calculator. */
export const mpesaApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getTariffBands: build.query<TariffBand[], AllArgs>({ queryFn: tariff.all }),
  }),
});

export const { useGetTariffBandsQuery } = mpesaApi;

export const mpesaCollections: CollectionRegistry = {
  'tariff-bands': { spec: tariffBands, all: mpesaApi.endpoints.getTariffBands },
};

/** The calculator block's read, started by the route loader so the page arrives with the tariff. */
export function tariffReads(_block: unknown, { locale }: BlockReadContext): StartRead[] {
  return [
    (dispatch) => dispatch(mpesaApi.endpoints.getTariffBands.initiate({ locale }, { subscribe: false })),
  ];
}
