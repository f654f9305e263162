import { buildNavigation } from './navigation';
import type { Manifest } from './manifest';

const manifest: Manifest = {
  domain: 'mobile',
  pages: {},
  routes: [
    {
      path: '/',
      name: 'home',
      label: 'nav.home',
      kind: 'page',
      meta: { isDynamic: true, requiresAuth: false },
    },
    {
      name: 'bundles',
      label: 'nav.bundles',
      meta: { isPassThrough: true, requiresAuth: false },
      children: [
        {
          path: '/internet-overview',
          name: 'internet',
          label: 'nav.internet',
          kind: 'page',
          meta: { isDynamic: true, requiresAuth: false },
        },
        {
          path: '/voda-njiwa',
          name: 'njiwa',
          label: 'nav.njiwa',
          kind: 'page',
          meta: { isDynamic: true, invisible: true, requiresAuth: false },
        },
        {
          path: '/sport-news/:id/:slug?',
          name: 'sport',
          label: 'nav.sport',
          kind: 'detail',
          meta: { isDynamic: true, requiresAuth: false },
        },
        {
          path: '/5G',
          name: '5g',
          label: 'nav.5g',
          kind: 'redirect',
          redirect: '/fwa',
          meta: { requiresAuth: false },
        },
      ],
    },
    {
      name: 'hidden-group',
      label: 'nav.hidden',
      meta: { isPassThrough: true, invisibleChildren: true, requiresAuth: false },
      children: [
        {
          path: '/secret',
          name: 'secret',
          label: 'nav.secret',
          kind: 'page',
          meta: { isDynamic: true, requiresAuth: false },
        },
      ],
    },
  ],
};

describe('buildNavigation', () => {
  it('turns pass-through nodes into groups and keeps hidden, parameterised and redirect routes out', () => {
    expect(buildNavigation(manifest, 'nav.section')).toEqual({
      domain: 'mobile',
      label: 'nav.section',
      links: [{ label: 'nav.home', path: '/' }],
      groups: [{ label: 'nav.bundles', links: [{ label: 'nav.internet', path: '/internet-overview' }] }],
    });
  });
});
