import { contentApi, itemRequest, type Article } from '@site/shared-content';
import type { Locale } from '@site/shared-i18n';

type ById = { id: string; locale: Locale };

/** The investor domain's reads: news articles and foundation stories by id. */
export const investorApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getNewsUpdate: build.query<Article, ById>({
      queryFn: ({ id, locale }, api, _extra, baseQuery) =>
        itemRequest<Article>({ collection: 'news-updates', id, locale }, api, baseQuery),
    }),
    getFoundationUpdate: build.query<Article, ById>({
      queryFn: ({ id, locale }, api, _extra, baseQuery) =>
        itemRequest<Article>({ collection: 'foundation-updates', id, locale }, api, baseQuery),
    }),
  }),
});

export const { useGetNewsUpdateQuery, useGetFoundationUpdateQuery } = investorApi;
