import type { MessageDescriptor } from 'react-intl';
import type { DomainMenu } from './domain';
import type { Manifest, ManifestRoute } from './manifest';

export type NavLinkItem = { label: MessageDescriptor; path: string };
export type NavGroup = { label: MessageDescriptor; links: NavLinkItem[] };
export type NavSection = {
  domain: string;
  label: MessageDescriptor;
  groups: NavGroup[];
  links: NavLinkItem[];
};

const isParameterised = (path: string) => path.includes(':');

const allNodes = (nodes: ManifestRoute[]): ManifestRoute[] =>
  nodes.flatMap((node) => [node, ...allNodes(node.children ?? [])]);

/**
 * The declared message of each label id the manifest names. A label declared nowhere, or a declared
 * one no route names, is a mistake of the domain's `menu-messages.ts`: it throws, so the domain's
 * route tests fail on it.
 */
export function menuLabels(manifest: Manifest, menu: DomainMenu): Map<string, MessageDescriptor> {
  const byId = new Map(Object.values(menu).map((message) => [String(message.id), message]));
  const named = new Set([menu.section.id, ...allNodes(manifest.routes).map((node) => node.label)]);
  const undeclared = [...named].filter((id) => !byId.has(String(id)));
  const unused = [...byId.keys()].filter((id) => !named.has(id));
  if (undeclared.length > 0 || unused.length > 0)
    throw new Error(
      `${manifest.domain}'s menu labels (src/menu-messages.ts): ${[
        ...undeclared.map((id) => `${id} is named by a route but declared nowhere`),
        ...unused.map((id) => `${id} is declared but no route names it`),
      ].join('; ')}`,
    );
  return byId;
}

/**
 * The header menu from route meta: `isPassThrough` nodes become groups, `invisible` entries and the
 * children of `invisibleChildren` nodes stay out, and parameterised or redirect routes are never links.
 */
export function buildNavigation(manifest: Manifest, menu: DomainMenu): NavSection {
  const labels = menuLabels(manifest, menu);
  const label = (node: ManifestRoute) => labels.get(node.label) as MessageDescriptor;
  const visibleLinks = (nodes: ManifestRoute[]): NavLinkItem[] =>
    nodes.flatMap((node) =>
      node.path && !node.meta.invisible && node.kind !== 'redirect' && !isParameterised(node.path)
        ? [{ label: label(node), path: node.path }]
        : [],
    );
  const top = manifest.routes.filter((node) => !node.meta.invisible);
  const groups = top
    .filter((node) => node.meta.isPassThrough)
    .map((node) => ({
      label: label(node),
      links: node.meta.invisibleChildren ? [] : visibleLinks(node.children ?? []),
    }))
    .filter((group) => group.links.length > 0);
  return {
    domain: manifest.domain,
    label: menu.section,
    groups,
    links: visibleLinks(top.filter((node) => !node.meta.isPassThrough)),
  };
}
