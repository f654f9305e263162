import type { RouteHandle } from './manifest';
import { pageRequestFor } from './page-request';

const handle = (
  name: string,
  meta: Partial<RouteHandle['meta']>,
  extra: Partial<RouteHandle> = {},
): RouteHandle => ({
  name,
  label: `${name}.label`,
  kind: 'page',
  domain: 'mobile',
  depth: 10,
  blocks: {},
  ...extra,
  meta: { requiresAuth: false, ...meta },
});

describe('pageRequestFor (behaviour §4)', () => {
  const section = handle('bundles-section', { isDynamic: true }, { depth: 3 });
  const group = handle('bundles', { isPassThrough: true });

  it('fetches a dynamic page by its route name and depth', () => {
    expect(pageRequestFor([group, handle('internet', { isDynamic: true })], true)).toEqual({
      name: 'internet',
      depth: 10,
    });
  });

  it('uses the first matched parent for a pass-through route while the sidebar is empty', () => {
    expect(pageRequestFor([section, group], false)).toEqual({ name: 'bundles-section', depth: 3 });
  });

  it('skips the fetch of a pass-through route once the sidebar is filled', () => {
    expect(pageRequestFor([section, group], true)).toBeNull();
  });

  it('fetches nothing for redirects, detail routes and static routes', () => {
    expect(pageRequestFor([handle('fwa', { isDynamic: true }, { kind: 'redirect' })], false)).toBeNull();
    expect(pageRequestFor([handle('sport-news', { isDynamic: true }, { kind: 'detail' })], false)).toBeNull();
    expect(pageRequestFor([handle('static', {})], false)).toBeNull();
  });
});
