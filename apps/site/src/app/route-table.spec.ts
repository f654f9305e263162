import type { RouteHandle } from '@site/shared-blocks';
import { buildNavigation } from '@site/shared-blocks';
import type { RouteObject } from 'react-router';
import { domains } from './domains';
import { hiddenRoutes, specRoutes } from './spec-routes';

function collect(
  routes: RouteObject[],
  domain: string,
  out: { path: string; domain: string; handle: RouteHandle }[] = [],
) {
  for (const route of routes) {
    if (route.path) out.push({ path: route.path, domain, handle: route.handle as RouteHandle });
    if (route.children) collect(route.children, domain, out);
  }
  return out;
}

const routed = domains.flatMap((domain) => collect(domain.routes, domain.manifest.domain));

describe('route table', () => {
  it.each(Object.entries(specRoutes).flatMap(([domain, paths]) => paths.map((path) => [path, domain])))(
    '%s is routed once, by %s',
    (path, domain) => {
      const owners = routed.filter((route) => route.path === path);
      expect(owners.map((owner) => owner.domain)).toEqual([domain]);
    },
  );

  it('routes nothing the spec does not list', () => {
    const listed = new Set(Object.values(specRoutes).flat());
    expect(routed.map((route) => route.path).filter((path) => !listed.has(path))).toEqual([]);
  });

  it('keeps hidden routes out of the navigation and shows the rest of the pages', () => {
    const linked = domains.flatMap((domain) => {
      const nav = buildNavigation(domain.manifest, domain.navLabel);
      return [...nav.links, ...nav.groups.flatMap((group) => group.links)].map((link) => link.path);
    });
    for (const path of hiddenRoutes) expect(linked).not.toContain(path);
    expect(linked).toEqual(
      expect.arrayContaining([
        '/',
        '/internet-overview',
        '/mpesa',
        '/vodacom-business',
        '/about-us',
        '/guidelines',
        '/customer-service',
      ]),
    );
    // Paths in two groups resolve to one page but are offered in both menus.
    expect(linked.filter((path) => path === '/lipa-kwa-simu')).toHaveLength(2);
  });

  it('marks every route public and every CMS page dynamic', () => {
    expect(routed.filter(({ handle }) => handle.meta.requiresAuth !== false)).toEqual([]);
    const cmsRoutes = routed.filter(({ handle }) => handle.kind === 'page' || handle.kind === 'detail');
    expect(cmsRoutes.filter(({ handle }) => !handle.meta.isDynamic)).toEqual([]);
  });

  it('asks the small, mid and large business pages with populate depth 3', () => {
    const depth = (path: string) => routed.find((route) => route.path === path)?.handle.depth;
    expect([depth('/vodacom-business'), depth('/mid'), depth('/large')]).toEqual([3, 3, 3]);
    expect(depth('/internet-overview')).toBe(10);
  });

  it('keeps /shareholder-form standalone (no chrome)', () => {
    expect(routed.find((route) => route.path === '/shareholder-form')?.handle.standalone).toBe(true);
  });
});
