import { localizedPath, type Locale } from '@site/shared-i18n';
import { matchRoutes, type RouteObject } from 'react-router';

type Params = Record<string, string | undefined>;

/**
 * `/news-event/:id/:slug?` with its parameters → `/news-event/ab1/a-title`: a page's address as the
 * route table writes it, whatever case or trailing slash the request had.
 */
export function routePath(pattern: string, params: Params): string {
  const segments = pattern.split('/').flatMap((segment) => {
    const parameter = /^:(\w+)\??$/.exec(segment)?.[1] ?? (segment === '*' ? '*' : null);
    if (parameter === null) return [segment];
    const value = params[parameter];
    return value ? [encodeURIComponent(value)] : [];
  });
  return segments.join('/') || '/';
}

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
    return localizedPath(routePath(leaf.route.path, leaf.params), locale);
  };
}
