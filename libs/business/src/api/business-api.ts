import { contentApi, itemRequest, type BusinessService } from '@site/shared-content';
import type { Locale } from '@site/shared-i18n';

/** The business domain's reads: one business service by id. */
export const businessApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getVbuService: build.query<BusinessService, { id: string; locale: Locale }>({
      queryFn: ({ id, locale }, api, _extra, baseQuery) =>
        itemRequest<BusinessService>({ collection: 'vbu-services', id, locale }, api, baseQuery),
    }),
  }),
});

export const { useGetVbuServiceQuery } = businessApi;
