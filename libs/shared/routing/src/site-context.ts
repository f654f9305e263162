import type { SiteBlocks } from '@site/shared-blocks';
import type { SiteStore } from '@site/shared-content';
import type { Locale } from '@site/shared-i18n';
import { createContext, RouterContextProvider } from 'react-router';

/**
 * What every route loader works with: the store its reads go into, the page's language, and the
 * blocks the domains lend every page (a collection embedded by name reads through its owner's endpoint).
 */
export type SiteLoadContext = { store: SiteStore; locale: Locale; siteBlocks: SiteBlocks };

export const siteContext = createContext<SiteLoadContext>();

/** The router context of one app (browser) or one request (server). */
export function siteRouterContext(value: SiteLoadContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(siteContext, value);
  return context;
}
