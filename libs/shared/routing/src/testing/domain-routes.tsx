import { SiteBlocksProvider } from '@site/shared-blocks';
import { ContentProvider } from '@site/shared-content';
import { article, CatalogsReady, cmsHandlers, makeSiteStore, type PageTable } from '@site/shared-testing';
import { LanguageProvider, sharedMessages, type Locale, type MessageSource } from '@site/shared-i18n';
import { createNotificationStore, NotificationContext } from '@site/shared-notifications';
import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { RouterProvider } from 'react-router';
import type { Domain } from '../domain';
import type { ManifestRoute } from '../manifest';
import { domainMemoryRouter } from './domain-memory-router';

/** The heading each fixture page shows, by language: tells which locale the page was read in. */
export const fixtureTitle = (name: string, locale: Locale) =>
  locale === 'en' ? `Page ${name}` : `Ukurasa ${name}`;

/** Concrete paths of a domain's CMS pages (optional segments dropped), with their endpoint. */
export function domainPagePaths(domain: Domain): { path: string; name: string }[] {
  const walk = (nodes: ManifestRoute[]): { path: string; name: string }[] =>
    nodes.flatMap((node) => [
      ...((node.kind === 'page' || node.kind === 'form') && node.path && !node.alias
        ? [{ path: node.path.replace(/\/:[a-z]+\?$/, ''), name: node.name }]
        : []),
      ...walk(node.children ?? []),
    ]);
  return walk(domain.manifest.routes);
}

type Lists = Record<string, (url: URL) => object[]>;

/**
 * CMS answers for every page type of the domain in both languages, and small lists of its
 * collections, unless `pages` and `lists` (by API segment) give their own.
 */
export function domainCmsServer(domain: Domain, given: PageTable = {}, givenLists: Lists = {}) {
  const pages: PageTable = Object.fromEntries(
    Object.keys(domain.manifest.pages).map((name) => [
      name,
      given[name] ?? { en: { title: fixtureTitle(name, 'en') }, sw: { title: fixtureTitle(name, 'sw') } },
    ]),
  );
  const items = (url: URL) =>
    [1, 2, 3].map((n) => article(n, url.searchParams.get('locale') === 'sw' ? 'sw' : 'en'));
  const lists = Object.fromEntries(
    Object.values(domain.collections).map((spec) => [spec.path.replace(/^\//, ''), items]),
  );
  return setupServer(...cmsHandlers(pages, { ...lists, ...givenLists }));
}

const sourcesOf = new WeakMap<MessageSource, MessageSource[]>();
function domainSources(messages: MessageSource): MessageSource[] {
  let sources = sourcesOf.get(messages);
  if (!sources) sourcesOf.set(messages, (sources = [sharedMessages, messages]));
  return sources;
}

/**
 * Renders one path of the domain's own route table as the site does: the app's store builder, the
 * route loaders (reads before render), the page's language from its URL (`/sw/…` for Swahili).
 */
export function renderDomainRoute(domain: Domain, path: string, locale: Locale, messages: MessageSource) {
  const store = makeSiteStore();
  const router = domainMemoryRouter(domain, path, locale, store);
  const view = render(
    <ContentProvider store={store}>
      <SiteBlocksProvider value={domain.lends}>
        <NotificationContext.Provider value={createNotificationStore()}>
          <CatalogsReady sources={domainSources(messages)} locale={locale}>
            <LanguageProvider locale={locale} sources={domainSources(messages)}>
              <RouterProvider router={router} />
            </LanguageProvider>
          </CatalogsReady>
        </NotificationContext.Provider>
      </SiteBlocksProvider>
    </ContentProvider>,
  );
  return { ...view, router, store };
}

/** The page's `<h1>` once the CMS answered. */
export const findPageHeading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
