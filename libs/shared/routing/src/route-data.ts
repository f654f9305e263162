import {
  backgroundColorShown,
  collectionOf,
  contentApi,
  isNotFound,
  routeChanged,
  slugOf,
  type Block,
  type ContentError,
  type PageContent,
  type SiteDispatch,
} from '@site/shared-content';
import type { BlockReadContext } from '@site/shared-blocks';
import { data, replace } from 'react-router';
import type { RouteHandle } from './manifest';
import { pageRequestFor } from './page-request';
import { routeBlocks } from './route-blocks';
import type { SiteLoadContext } from './site-context';

export type RouteDataRequest = SiteLoadContext & {
  /** The matched route's handle and its parents', outermost first. */
  handles: RouteHandle[];
  params: Record<string, string | undefined>;
  url: URL;
  /** The detail route's path without its parameters (`/news-event`), for the canonical URL. */
  detailBase?: string;
};

/**
 * Every CMS read a route's page needs, started at once and awaited (RTK Query's `initiate`): the
 * sidebar (only while it is empty), the page by route name, its sections, its paged collection and
 * the detail entry; then what the page's blocks read (lists, calendars, the tariff). The page's
 * components find all of it in the store, on the server and in the browser alike: one read per entry.
 * The page's background is white from the route change on, and the page's own once it is read.
 *
 * A failed read is left in the store: the page shows its error state and the shell notifies (the
 * server refuses to cache such a page). An unknown detail entry is a 404; a detail URL without the
 * entry's slug redirects to the one with it.
 */
export async function loadRouteData(request: RouteDataRequest): Promise<null> {
  const { store, locale, handles, params, url, collections } = request;
  const { dispatch } = store;
  const leaf = handles.at(-1);
  if (!leaf) return null;
  dispatch(routeChanged());
  const ctx: BlockReadContext = { locale, search: url.searchParams, collections };
  const sidebarFilled =
    contentApi.endpoints.getSidebar.select({ locale })(store.getState()).data !== undefined;

  const reads: Promise<unknown>[] = [];
  if (!sidebarFilled)
    reads.push(dispatch(contentApi.endpoints.getSidebar.initiate({ locale }, { subscribe: false })));

  const page = pageRequestFor(handles, sidebarFilled);
  const pages = [
    ...(page ? [{ name: page.name, depth: page.depth, handle: leaf }] : []),
    ...(leaf.sections ?? []).map((name) => ({ name, depth: undefined, handle: undefined })),
  ];
  for (const { name, depth, handle } of pages) {
    const read = dispatch(
      contentApi.endpoints.getPage.initiate({ name, locale, depth }, { subscribe: false }),
    );
    reads.push(
      read.then(({ data: content }) => {
        if (!content) return undefined;
        if (handle && content.backgroundColor) dispatch(backgroundColorShown(content.backgroundColor));
        // The blocks' own reads follow the page they are on.
        return readBlocks(dispatch, content, leaf, ctx, handle);
      }),
    );
  }
  // The route's paged list starts with the page, not after it (it is there unless an editor
  // embedded it with a filter, in which case the block's own read follows).
  if (leaf.collection && page) reads.push(...startBlockReads(dispatch, leaf, routeBlocks([], leaf), ctx));

  const itemEndpoint =
    leaf.kind === 'detail' && leaf.detail ? collectionOf(collections, leaf.detail)?.item : undefined;
  const item =
    itemEndpoint && params['id']
      ? dispatch(itemEndpoint.initiate({ id: params['id'], locale }, { subscribe: false }))
      : undefined;
  const [found] = await Promise.all([item, ...reads]);
  if (found && request.detailBase) checkItem(found, request);
  return null;
}

function readBlocks(
  dispatch: SiteDispatch,
  content: PageContent,
  leaf: RouteHandle,
  ctx: BlockReadContext,
  handle: RouteHandle | undefined,
) {
  return Promise.all(startBlockReads(dispatch, leaf, routeBlocks(content.blocks, handle), ctx));
}

function startBlockReads(dispatch: SiteDispatch, leaf: RouteHandle, blocks: Block[], ctx: BlockReadContext) {
  return blocks
    .flatMap((block) => leaf.blocks[block.__component]?.reads?.(block, ctx) ?? [])
    .map((start) => start(dispatch));
}

type ItemResult = { data?: unknown; error?: ContentError };

function checkItem(result: ItemResult, request: RouteDataRequest) {
  if (result.error && isNotFound(result.error)) {
    throw data(null, { status: 404 });
  }
  const item = result.data as { documentId?: string; slug?: string | null; title?: string } | undefined;
  if (!item?.documentId || !request.detailBase) return;
  const slug = slugOf(item);
  if (slug && request.params['slug'] !== slug) {
    // Inside the site the router adds the language's base (`/sw`) itself.
    const path = `${request.detailBase}/${encodeURIComponent(request.params['id'] ?? item.documentId)}/${slug}`;
    throw replace(`${path}${request.url.search}`, 301);
  }
}
