import { buildNavigation, type RouteHandle } from '@site/shared-routing';
import { routedPaths } from '@site/shared-routing/testing';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { RouteObject } from 'react-router';
import { domains } from './domains';
import { createAppRoutes } from './routes';

function handles(routes: RouteObject[]): { path: string; handle: RouteHandle }[] {
  return routes.flatMap((route) => [
    ...(route.path ? [{ path: route.path, handle: route.handle as RouteHandle }] : []),
    ...handles(route.children ?? []),
  ]);
}
const routed = domains.flatMap((domain) => handles(domain.routes));

// The collections a page can embed, from the content model itself (loaded by path, as the model's own
// generation spec in libs/shared/content loads it: no project-graph edge from the site to the CMS).
const model = createRequire(import.meta.url)(
  join(resolve(import.meta.dirname, '../../../..'), 'apps/cms/model/index.js'),
) as import('../../../cms/model/types').Model;
const embeddable = model.components['blocks.collection-embed']?.attributes['collection']?.enum ?? [];

/** Routes hidden from navigation (docs/behaviour.md §2) (each domain's own route test checks its paths). */
const hiddenRoutes = ['/sport-news/:id/:slug?', '/voda-njiwa', '/supakasi', '/shareholder-form'];

describe('route table of the whole site', () => {
  it('routes every path once: no two domains claim the same path', () => {
    const paths = domains.flatMap((domain) => routedPaths(domain.routes));
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
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

  it('has exactly one domain lending the list of each collection a page can embed', () => {
    expect(embeddable.length).toBeGreaterThan(0);
    for (const name of embeddable)
      expect({
        name,
        owners: domains.filter((domain) => Object.hasOwn(domain.lends.lists, name)).length,
      }).toEqual({
        name,
        owners: 1,
      });
  });

  it('routes /search in the shell (no domain claims it) and keeps it out of search engines', () => {
    const domainPaths = domains.flatMap((domain) => routedPaths(domain.routes));
    expect(domainPaths).not.toContain('/search');
    const shell = handles(createAppRoutes()).filter(({ path }) => path === '/search');
    expect(shell).toHaveLength(1);
    expect(shell[0]?.handle).toMatchObject({ domain: 'shell', noindex: true, meta: { requiresAuth: false } });
  });
});
