import { contentApi, listRequest, type Article, type Paged } from '@site/shared-content';
import type { Locale } from '@site/shared-i18n';

/** The foundation domain's reads: stories of one programme (for the programme pages' related stories). */
export const foundationApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getFoundationUpdates: build.query<Paged<Article>, { locale: Locale; page?: number; programme?: string }>({
      queryFn: ({ locale, page, programme }, api, _extra, baseQuery) =>
        listRequest<Article>(
          { collection: 'foundation-updates', locale, page, filter: programme },
          api,
          baseQuery,
        ),
    }),
  }),
});

export const { useGetFoundationUpdatesQuery } = foundationApi;
