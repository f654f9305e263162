import type { CollectionRegistry, SiteStore } from '@site/shared-content';
import type { Locale } from '@site/shared-i18n';
import { createContext, RouterContextProvider } from 'react-router';

/**
 * What every route loader works with: the store its reads go into, the page's language, and the
 * site's collections (each domain's endpoints, by collection name).
 */
export type SiteLoadContext = { store: SiteStore; locale: Locale; collections: CollectionRegistry };

export const siteContext = createContext<SiteLoadContext>();

/** The router context of one app (browser) or one request (server). */
export function siteRouterContext(value: SiteLoadContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(siteContext, value);
  return context;
}
