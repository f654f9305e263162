import { contentApi } from '@site/shared-content';
import { pageRequestFor, registerPrefetcher } from '@site/shared-blocks';
import { readStoredLocale } from '@site/shared-i18n';
import type { AppStore } from './store';

/**
 * Starts a route's CMS reads from its loader: sidebar (only when empty), page, collection, sections
 * and detail item all at once, in parallel with the lazy page chunk. The page's own hooks then
 * find the requests already under way.
 */
export function registerContentPrefetch(store: AppStore): void {
  registerPrefetcher((handle, params, search) => {
    const locale = readStoredLocale();
    const sidebarFilled =
      contentApi.endpoints.getSidebar.select({ locale })(store.getState()).data !== undefined;
    const prefetch = <E extends 'getSidebar' | 'getPage' | 'getList' | 'getItem'>(
      endpoint: E,
      arg: Parameters<(typeof contentApi.endpoints)[E]['initiate']>[0],
    ) => store.dispatch(contentApi.util.prefetch(endpoint, arg as never, {}));

    if (!sidebarFilled) prefetch('getSidebar', { locale });
    const page = pageRequestFor([handle], sidebarFilled);
    if (page) prefetch('getPage', { name: page.name, locale, depth: page.depth });
    for (const name of handle.sections ?? []) prefetch('getPage', { name, locale });
    if (handle.collection)
      prefetch('getList', { collection: handle.collection, locale, page: pageParam(search) });
    if (handle.kind === 'detail' && handle.detail && params['id']) {
      prefetch('getItem', { collection: handle.detail, id: params['id'], locale });
    }
  });
}

function pageParam(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? 1);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
