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
  /** The detail route of an entry (`/news-event` → `/news-event/:id/:slug`), when it has one. */
  detailPath?: string;
};

/** Every collection the site reads, by name: the domains' specs, put together by the shell. */
export type CollectionTable = Record<string, CollectionSpec>;
