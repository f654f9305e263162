import type { BlockReadContext, SiteBlocks } from '@site/shared-blocks';
import { blockEntry } from '@site/shared-blocks';
import {
  backgroundColorShown,
  contentApi,
  isNotFound,
  routeChanged,
  slugOf,
  type Block,
  type ContentError,
  type SiteDispatch,
} from '@site/shared-content';
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

type BlockReads = {
  dispatch: SiteDispatch;
  leaf: RouteHandle;
  siteBlocks: SiteBlocks;
  ctx: BlockReadContext;
};

/**
 * Every CMS read a route's page needs, started at once and awaited (RTK Query's `initiate`) through
 * the endpoints its domain declared: the sidebar (only while it is empty), the page by route name and
 * its sections (the domain's page endpoint), the detail entry (the route's `entry`), the route's paged
 * list; then what the page's blocks read (lists, calendars, the tariff: each block's `reads`, a lent
 * one's through the endpoints of the domain that lent it). The page's components find all of it in the
 * store, on the server and in the browser alike: one read per entry. The page's background is white
 * from the route change on, and the page's own once it is read.
 *
 * A failed read is left in the store: the page shows its error state and the shell notifies (the
 * server refuses to cache such a page). An unknown detail entry is a 404; a detail URL without the
 * entry's slug redirects to the one with it.
 */
export async function loadRouteData(request: RouteDataRequest): Promise<null> {
  const { store, locale, handles, params, url, siteBlocks } = request;
  const { dispatch } = store;
  const leaf = handles.at(-1);
  if (!leaf) return null;
  dispatch(routeChanged());
  const blockReads: BlockReads = { dispatch, leaf, siteBlocks, ctx: { locale, search: url.searchParams } };
  const sidebar = readSidebar(request);
  const sidebarFilled = sidebar === undefined;

  const reads: Promise<unknown>[] = sidebar ? [sidebar] : [];

  const page = pageRequestFor(handles, sidebarFilled);
  const pages = [
    ...(page ? [{ name: page.name, depth: page.depth, own: true }] : []),
    ...(leaf.sections ?? []).map((name) => ({ name, depth: undefined, own: false })),
  ];
  const endpoint = leaf.pageEndpoint;
  if (endpoint)
    for (const { name, depth, own } of pages) {
      const read = dispatch(endpoint.initiate({ name, locale, depth }, { subscribe: false }));
      reads.push(
        read.then(({ data: content }) => {
          if (!content) return undefined;
          if (own && content.backgroundColor) dispatch(backgroundColorShown(content.backgroundColor));
          // The blocks' own reads follow the page they are on (a section has no route list).
          const blocks = routeBlocks(content.blocks, own ? leaf : undefined);
          return Promise.all(startBlockReads(blockReads, blocks));
        }),
      );
    }
  // The route's paged list starts with the page, not after it (it is there unless an editor
  // embedded it with a filter, in which case the block's own read follows).
  if (leaf.collection && page) reads.push(...startBlockReads(blockReads, routeBlocks([], leaf)));

  const item =
    leaf.entry && params['id']
      ? dispatch(leaf.entry.initiate({ id: params['id'], locale }, { subscribe: false }))
      : undefined;
  const [found] = await Promise.all([item, ...reads]);
  if (found && request.detailBase) checkItem(found, request);
  return null;
}

/**
 * The unmatched path's loader: a 404 inside the chrome, whose menu and footer come from the sidebar
 * like every page's (read first, so the server's 404 page has them without scripts).
 */
export async function loadNotFound(context: SiteLoadContext): Promise<never> {
  context.store.dispatch(routeChanged());
  await readSidebar(context);
  throw data(null, { status: 404 });
}

/** The sidebar's read in the page's language, started only while the store has none. */
function readSidebar({ store, locale }: SiteLoadContext): Promise<unknown> | undefined {
  const filled = contentApi.endpoints.getSidebar.select({ locale })(store.getState()).data !== undefined;
  return filled
    ? undefined
    : store.dispatch(contentApi.endpoints.getSidebar.initiate({ locale }, { subscribe: false }));
}

function startBlockReads({ dispatch, leaf, siteBlocks, ctx }: BlockReads, blocks: Block[]) {
  return blocks
    .flatMap((block) => blockEntry(block, leaf.blocks, siteBlocks)?.reads?.(block, ctx) ?? [])
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
