import type { CollectionName, ItemEndpoint, PageEndpoint } from '@site/shared-content';
import type { BlockRegistry } from '@site/shared-blocks';

export type RouteMeta = {
  isDynamic?: boolean;
  isPassThrough?: boolean;
  invisible?: boolean;
  invisibleChildren?: boolean;
  requiresAuth: false;
};

/** One node of a domain's `content-manifest.json` (see docs/content-model.md). */
export type ManifestRoute = {
  path?: string;
  name: string;
  label: string;
  kind?: 'page' | 'detail' | 'redirect' | 'form';
  meta: RouteMeta;
  /** The paged list the page shows (docs/behaviour.md §2: a page with a list). */
  collection?: CollectionName;
  /** The collection a detail route shows one entry of. */
  detail?: string;
  /** Extra single types shown below the page (the device header and FAQ under a device). */
  sections?: string[];
  redirect?: string;
  standalone?: boolean;
  /** A second menu entry for a path another group already owns (docs/behaviour.md §2: one page, two groups). */
  alias?: boolean;
  children?: ManifestRoute[];
};

export type Manifest = {
  domain: string;
  /** The id of the section's own menu label, declared with its routes' (`src/menu-messages.ts`). */
  label: string;
  /** `displayName` is for the CMS; the site build keeps only non-default depths. */
  pages: Record<string, { displayName?: string; populateDepth?: number }>;
  routes: ManifestRoute[];
};

/** What every route of the site carries in React Router's `handle`. */
export type RouteHandle = Omit<ManifestRoute, 'children'> & {
  domain: string;
  depth: number;
  /** The block renderers of the route's domain (shared ones included). */
  blocks: BlockRegistry;
  /** The endpoint the route's domain reads its CMS pages through: the route's page and its sections. */
  pageEndpoint?: PageEndpoint;
  /** A detail route's entry, read through its domain's endpoint (the loader starts it, the head selects it). */
  entry?: ItemEndpoint;
  /** A detail route whose entries are news stories (link previews and structured data say so). */
  article?: boolean;
  /** A page search engines must not list (the search results: one page per query). */
  noindex?: boolean;
  /** The page module's id (server build), so a rendered page can announce its chunk. */
  module?: string;
};
