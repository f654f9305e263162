import type { Locale } from '@site/shared-i18n';
import type { PageContent } from '../types/content';
import { typeTag } from './content-tags';
import { cmsRequest, type BoundBaseQuery } from './cms-request';
import { parsePage } from './parse';
import { baseParams } from './query-params';

/** A CMS page (a single type), by its route name (docs/behaviour.md §4), in a language, at a populate depth. */
export type PageArgs = { name: string; locale: Locale; depth?: number };

/**
 * The definition a domain's page endpoint is built from (`build.query(pageQuery)`): one of its CMS
 * single types by name, tagged with its API segment. Every read asked by a page's name is a page read
 * (the loading flag, the notifier's rule for unpublished pages).
 */
export const pageQuery = {
  queryFn: ({ name, locale, depth }: PageArgs, _api: unknown, _extra: unknown, baseQuery: BoundBaseQuery) =>
    cmsRequest({ path: `/${name}`, params: baseParams(locale, depth), locale }, parsePage, baseQuery),
  providesTags: (_page: PageContent | undefined, _error: unknown, { name }: PageArgs) => [typeTag(name)],
};

/** Whether a read's arguments are a page's (`PageArgs`): asked by the page's name. */
export function isPageRead(args: unknown): args is PageArgs {
  return typeof args === 'object' && args !== null && typeof (args as { name?: unknown }).name === 'string';
}
