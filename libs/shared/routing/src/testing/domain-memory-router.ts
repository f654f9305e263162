import { localeBase, localizedPath, type Locale } from '@site/shared-i18n';
import type { SiteStore } from '@site/shared-content';
import { createMemoryRouter } from 'react-router';
import type { Domain } from '../domain';
import { siteRouterContext } from '../site-context';

/** The domain's own route table in memory, opened at `path` in `locale` (`/sw/…` for Swahili) as the site routes it. */
export function domainMemoryRouter(domain: Domain, path: string, locale: Locale, store: SiteStore) {
  return createMemoryRouter(domain.routes, {
    initialEntries: [localizedPath(path, locale)],
    ...(localeBase[locale] ? { basename: localeBase[locale] } : {}),
    getContext: () => siteRouterContext({ store, locale, siteBlocks: domain.lends }),
  });
}
