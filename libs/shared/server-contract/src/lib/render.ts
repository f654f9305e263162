import type { FormEcho } from './answers.ts';
import type { Locale } from './language.ts';
import type { SearchOutcome } from './search.ts';

/**
 * How the site's store reaches the CMS: the site's own `/api` in the browser; on the server its own
 * micro-cached transport, or the preview's.
 */
export type CmsTransport = {
  /** The CMS's `…/api` URL. */
  apiUrl: string;
  fetchFn?: typeof fetch;
  /** Query parameters added to every read (the editor preview asks for drafts). */
  params?: Record<string, string>;
  headers?: Record<string, string>;
};

/** How the site reads one CMS collection. Each domain owns the specs of its collections. */
export type CollectionSpec = {
  /** Strapi API path. */
  path: string;
  /** Page size of a paged list (news 9, sport updates 20, foundation updates 30). */
  pageSize: number;
  sort: string;
  /** Field that `blocks.collection-embed`'s `filter` narrows on. */
  filterField?: string;
  fixedFilters?: Record<string, string>;
  /**
   * The fields the site reads of an entry (Strapi's `fields`), when it reads few of many: the rest is
   * neither fetched nor written into the page's state.
   */
  fields?: readonly string[];
  /**
   * The relations and media the site reads of an entry (Strapi's `populate`, by name), with `fields`:
   * a list's cards show their picture, not the entry's every relation. Without, `populate=deep,10`.
   */
  populate?: readonly string[];
  /** The detail route of an entry (`/news-event` → `/news-event/:id/:slug`), when it has one. */
  detailPath?: string;
};

/** A collection whose entries have pages of their own. */
export type DetailCollection = { collection: string; spec: CollectionSpec & { detailPath: string } };

export type RenderRequest = {
  /** Path and query of the page (`/sw/mpesa?page=2`). */
  url: string;
  /** The public origin (`SITE_ORIGIN`): canonical and share URLs are absolute. */
  origin: string;
  cms: CmsTransport;
  /** An editor's preview of drafts: never indexed. */
  preview?: boolean;
  /** The server's search index, in the page's language (the search page's results). */
  search?: (query: string) => Promise<SearchOutcome>;
  /** A form sent back to a visitor without JavaScript, with their answers (ADR 0031). */
  formEcho?: FormEcho;
};

/** The page of a paged list a page shows (`?page=N`), and how many pages the list has. */
export type Paging = { page: number; pageCount: number };

export type RenderedPage = {
  kind: 'page';
  status: number;
  lang: Locale;
  /** Tags for the head (title, description, canonical, alternates, previews, structured data). */
  head: string;
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** The hydration payload, as a JSON `<script>`. */
  payload: string;
  /** Lazy modules the page used (the browser manifest's ids), to announce their chunks. */
  modules: string[];
  /** What the page shows from the CMS (`api:internet`, `doc:<documentId>`): invalidated by content webhooks. */
  tags: string[];
  /** False when a CMS read failed: the page shows an error state and must not replace a good copy. */
  complete: boolean;
  /** The paged list the page shows, if any: only such a page has addresses with `?page=N`. */
  paging: Paging | null;
};
export type RenderedRedirect = { kind: 'redirect'; status: number; location: string };
export type RenderResult = RenderedPage | RenderedRedirect;

/**
 * The site's server entry (`apps/site/src/entry-server.tsx`, its default export), as the server
 * loads it built or through Vite in development.
 */
export type SiteModule = {
  /** One URL as a page (or where it moved): the CMS reads made, the page rendered, its head written. */
  render(request: RenderRequest): Promise<RenderResult>;
  /**
   * A path's address as the route table writes it (`/SOKA/` → `/soka`, `/SW/Mpesa` → `/sw/mpesa`;
   * parameters as given), or null when no route has the path: no CMS read, no render.
   */
  address(pathname: string): string | null;
  /** The inline script that sends a visitor who chose Swahili to the Swahili URL before the first paint. */
  langRedirectScript: string;
  /** Every page with an address of its own, in one language (detail pages left out). */
  staticPagePaths(): string[];
  /**
   * The CMS page a path of `staticPagePaths` shows (`internet` for `/internet-overview`), or null: a
   * page the CMS has not published says it is being prepared and is left out of the sitemap.
   */
  pageOfPath(path: string): string | null;
  detailCollections(): DetailCollection[];
  /** The page that shows a CMS type (by its API segment), for the editor preview. */
  pathForApi(segment: string, documentId: string | null): string | null;
  /** The CMS types the browser may read through the site's `/api`. */
  apiSegments(): string[];
  /** The banner of an editor's preview page, in its language. */
  previewBanner(locale: Locale): Promise<string>;
  siteCollections: Record<string, CollectionSpec>;
};
