import { contentApi, cmsRequestFor, type TariffBand } from '@site/shared-content';
import type { Locale } from '@site/shared-i18n';

/** The M-Pesa tariff the cost calculator reads: every band of every category, in one request. */
export const mpesaApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getTariffBands: build.query<TariffBand[], { locale: Locale }>({
      queryFn: ({ locale }, api, _extra, baseQuery) =>
        cmsRequestFor<TariffBand>(
          { path: '/tariff-bands', locale, params: { sort: 'minimum:asc' } },
          api,
          baseQuery,
        ),
    }),
  }),
});

export const { useGetTariffBandsQuery } = mpesaApi;
