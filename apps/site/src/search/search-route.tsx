import type { RouteHandle } from '@site/shared-routing';
import type { SearchOutcome } from '@site/shared-server-contract';
import { defineMessage } from 'react-intl';
import type { RouteObject } from 'react-router';

/** What the search page shows: the query as typed, and its outcome (none before a query). */
export type SearchPageData = { query: string; outcome: SearchOutcome | null };

/** The search page's name: its heading, and its menu label and document title as the route's. */
export const searchTitle = defineMessage({
  id: 'shell.search.title',
  defaultMessage: 'Search',
  description: 'Heading of the search page (/search); one word',
});

const loadSearchPage = () => import('./search-page');

const handle: RouteHandle = {
  name: 'search',
  label: searchTitle.id,
  meta: { requiresAuth: false },
  domain: 'shell',
  depth: 0,
  blocks: {},
  // One page per query: search engines list the pages, not our result lists.
  noindex: true,
  module: (loadSearchPage as { moduleId?: string }).moduleId,
};

/**
 * `/search?q=` (and `/sw/search`): the shell's own route, over every domain's pages; no CMS type
 * of its own (its words are the shell's messages), so it is not in a domain manifest.
 */
export const searchRoute: RouteObject = {
  id: 'search',
  path: '/search',
  handle,
  // The loader comes with the page: its code (and the browser's search) is not in every page's first load.
  lazy: async () => {
    const page = await loadSearchPage();
    return { Component: page.default, loader: page.loader, shouldRevalidate: page.shouldRevalidate };
  },
};
