import { localeBase, localizedPath, type Locale, type MessageSource } from '@site/shared-i18n';
import { makeSiteStore } from '@site/shared-testing';
import { waitFor } from '@testing-library/react';
import { createStaticHandler, type RouteObject } from 'react-router';
import type { Domain } from '../domain';
import { siteRouterContext } from '../site-context';
import { describeDetailRoute } from './detail-routes';
import {
  domainCmsServer,
  domainPagePaths,
  findPageHeading,
  fixtureTitle,
  renderDomainRoute,
} from './domain-routes';

export type DomainRouteSuite = {
  domain: Domain;
  messages: MessageSource;
  /** Every path of the domain's area in the route table of docs/behaviour.md §2. */
  specPaths: string[];
  /** Detail routes: `/news-event` shows entries of `news-updates`. */
  details?: { base: string; collection: string }[];
  /** Redirects inside the site: `from` answers with a permanent redirect to `to`, in both languages. */
  redirects?: { from: string; to: string }[];
  /**
   * Redirects checked on the server only, in both languages: `to` leaves the site (an address, kept
   * as is) or is a page that does (a path, in the language of the URL).
   */
  serverRedirects?: { from: string; status: 301 | 302; to: string }[];
};

/** Every path a domain routes (its own route table, nested groups included). */
export function routedPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routedPaths(route.children ?? []),
  ]);
}

/**
 * The route-table tests every domain owns: it routes exactly its paths of docs/behaviour.md §2, each CMS page shows its
 * heading in both languages (read by the loader, in the language of its URL), detail routes read
 * their entry once and 404 an unknown id, and internal redirects land where they should.
 */
export function describeDomainRoutes({
  domain,
  messages,
  specPaths,
  details = [],
  redirects = [],
  serverRedirects = [],
}: DomainRouteSuite) {
  const name = domain.manifest.domain;
  const server = domainCmsServer(domain);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it(`${name} routes exactly the paths of its area (behaviour §2)`, () => {
    expect([...routedPaths(domain.routes)].sort()).toEqual([...specPaths].sort());
  });

  describe.each(['en', 'sw'] as Locale[])(`${name} routes in %s`, (locale) => {
    it.each(domainPagePaths(domain))('$path shows its CMS heading', async ({ path, name: page }) => {
      renderDomainRoute(domain, path, locale, messages);
      expect(await findPageHeading(fixtureTitle(page, locale))).toBeInTheDocument();
    });
  });

  for (const { base, collection } of details)
    describeDetailRoute(domain, messages, base, collection, () => server);

  const answers = [...redirects.map((redirect) => ({ ...redirect, status: 301 })), ...serverRedirects];
  if (answers.length > 0) {
    describe.each(['en', 'sw'] as Locale[])('redirects in %s', (locale) => {
      it.each(answers)('$from answers $status to $to on the server', async ({ from, status, to }) => {
        expect(await serverAnswer(domain, from, locale)).toEqual({
          status,
          location: to.startsWith('/') ? localizedPath(to, locale) : to,
        });
      });
      if (redirects.length > 0)
        it.each(redirects)('$from replaces itself with $to in the browser', async ({ from, to }) => {
          const { router } = renderDomainRoute(domain, from, locale, messages);
          await waitFor(() => expect(router.state.location.pathname).toBe(localizedPath(to, locale)));
          expect(router.state.historyAction).toBe('REPLACE');
        });
    });
  }
}

/** What the server answers for `path` (status and, for a redirect, where to): the static handler and loaders. */
export async function serverAnswer(domain: Domain, path: string, locale: Locale = 'en') {
  const store = makeSiteStore();
  const { query } = createStaticHandler(
    domain.routes,
    localeBase[locale] ? { basename: localeBase[locale] } : {},
  );
  const result = await query(new Request(`http://site.test${localizedPath(path, locale)}`), {
    requestContext: siteRouterContext({ store, locale, siteBlocks: domain.lends }),
  });
  return result instanceof Response
    ? { status: result.status, location: result.headers.get('Location') }
    : { status: result.statusCode, location: null };
}
