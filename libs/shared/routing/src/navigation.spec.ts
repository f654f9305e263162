import { buildNavigation, menuLabelProblems } from './navigation';
import type { Manifest } from './manifest';

const manifest: Manifest = {
  domain: 'mobile',
  label: 'nav.section',
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

const ids = ['section', 'home', 'bundles', 'internet', 'njiwa', 'sport', '5g', 'hidden', 'secret'].map(
  (name) => `nav.${name}`,
);
const declared = Object.fromEntries(ids.map((id) => [id, { id }]));

describe('buildNavigation', () => {
  it('turns pass-through nodes into groups and keeps hidden, parameterised and redirect routes out', () => {
    expect(buildNavigation(manifest, { id: 'nav.section' })).toEqual({
      domain: 'mobile',
      label: { id: 'nav.section' },
      links: [{ label: { id: 'nav.home' }, path: '/' }],
      groups: [
        {
          label: { id: 'nav.bundles' },
          links: [{ label: { id: 'nav.internet' }, path: '/internet-overview' }],
        },
      ],
    });
  });
});

describe('menuLabelProblems', () => {
  it('finds none when every label a route names is declared, and nothing else', () => {
    expect(menuLabelProblems(manifest, declared)).toEqual([]);
  });

  it('finds a label no message declares, even of a hidden route, and a declared one no route names', () => {
    const { 'nav.secret': _secret, ...withoutSecret } = declared;
    expect(menuLabelProblems(manifest, { ...withoutSecret, old: { id: 'nav.old' } })).toEqual([
      'nav.secret is named by a route but declared nowhere',
      'nav.old is declared but no route names it',
    ]);
  });
});
