import { article, cmsHandlers, type PageTable } from '@site/shared-content/testing';
import { LanguageProvider, sharedMessages, type Locale, type MessageSource } from '@site/shared-i18n';
import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Domain } from '../routing/domain';
import type { ManifestRoute } from '../routing/manifest';
import { makeSiteStore } from './site-providers';

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

/** CMS answers for every page type of the domain in both languages, and small lists. */
export function domainCmsServer(domain: Domain) {
  const pages: PageTable = Object.fromEntries(
    Object.keys(domain.manifest.pages).map((name) => [
      name,
      { en: { title: fixtureTitle(name, 'en') }, sw: { title: fixtureTitle(name, 'sw') } },
    ]),
  );
  const items = (url: URL) =>
    [1, 2, 3].map((n) => article(n, url.searchParams.get('locale') === 'sw' ? 'sw' : 'en'));
  const lists = Object.fromEntries(
    [
      'news-updates',
      'sport-updates',
      'foundation-updates',
      'device-updates',
      'vbu-services',
      'events',
      'device-types',
    ].map((name) => [name, items]),
  );
  return setupServer(...cmsHandlers(pages, lists));
}

/** Renders one path of the domain's own route table, with the site's store and language. */
export function renderDomainRoute(domain: Domain, path: string, locale: Locale, messages: MessageSource) {
  const store = makeSiteStore();
  const router = createMemoryRouter(domain.routes, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <LanguageProvider sources={[sharedMessages, messages]} initialLocale={locale}>
        <RouterProvider router={router} />
      </LanguageProvider>
    </Provider>,
  );
  return { ...view, router, store };
}

/** The page's `<h1>` once the CMS answered. */
export const findPageHeading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
