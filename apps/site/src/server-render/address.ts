import { localizedPath, type Locale } from '@site/shared-i18n';
import { generatePath, matchRoutes, type RouteObject } from 'react-router';

/**
 * A path's address (`/SOKA/` → `/soka`, `/SW/Mpesa` → `/sw/mpesa`), or null when only the catch-all
 * not-found route has it: the server asks before any render, so a variant moves to its page and an
 * unknown path costs no CMS read.
 */
export function addressOf(routes: RouteObject[]) {
  return (pathname: string): string | null => {
    const swahili = /^\/sw(?=\/|$)/i.test(pathname);
    const locale: Locale = swahili ? 'sw' : 'en';
    const inner = (swahili ? pathname.slice(3) : pathname) || '/';
    const leaf = matchRoutes(routes, inner)?.at(-1);
    if (!leaf?.route.path || leaf.route.path === '*') return null;
    return localizedPath(generatePath(leaf.route.path, leaf.params), locale);
  };
}
