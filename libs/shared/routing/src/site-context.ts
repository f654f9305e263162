import type { SiteStore } from '@site/shared-content';
import type { Locale } from '@site/shared-i18n';
import { createContext, RouterContextProvider } from 'react-router';

/** What every route loader works with: the store its reads go into and the page's language. */
export type SiteLoadContext = { store: SiteStore; locale: Locale };

export const siteContext = createContext<SiteLoadContext>();

/** The router context of one app (browser) or one request (server). */
export function siteRouterContext(value: SiteLoadContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(siteContext, value);
  return context;
}
