import { routeChanged } from '@site/shared-content';
import { siteContext, type RouteHandle } from '@site/shared-routing';
import type { SearchOutcome } from '@site/shared-server-contract';
import { defineMessage } from 'react-intl';
import { data, type LoaderFunction, type RouteObject } from 'react-router';
import { searchContext } from './search-outcome';

/** What the search page shows: the query as typed, and its outcome (none before a query). */
export type SearchPageData = { query: string; outcome: SearchOutcome | null };

/** The search page's name: its heading, and its menu label and document title as the route's. */
export const searchTitle = defineMessage({
  id: 'shell.search.title',
  defaultMessage: 'Search',
  description: 'Heading of the search page (/search); one word',
});

const loadSearchPage = () => import('./search-page');

/** Searches on the server (the page arrives with its results) and, after hydration, in the browser. */
const searchLoader: LoaderFunction = async ({ request, context }) => {
  const { locale, store } = context.get(siteContext);
  store.dispatch(routeChanged()); // no CMS page here: a white background (docs/behaviour.md §4)
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim();
  if (!query) return { query: '', outcome: null } satisfies SearchPageData;
  const outcome = await context.get(searchContext)(query, locale);
  return data({ query, outcome } satisfies SearchPageData, { status: outcome.status });
};

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
  loader: searchLoader,
  // A new query re-runs the loader; a change of anything else in the URL does not.
  shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
    currentUrl.searchParams.get('q') !== nextUrl.searchParams.get('q') || defaultShouldRevalidate,
  lazy: async () => ({ Component: (await loadSearchPage()).default }),
};
