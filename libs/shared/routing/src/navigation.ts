import type { MessageDescriptor } from 'react-intl';
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
 * What is wrong between a manifest and the menu labels its library declares (`src/menu-messages.ts`,
 * keyed by anything, each with the id the manifest's or a route's `label` names): a label declared
 * nowhere, or a declared one nothing names. Each domain's spec expects none.
 */
export function menuLabelProblems(
  manifest: Manifest,
  labels: Readonly<Record<string, MessageDescriptor>>,
): string[] {
  const declared = new Set(Object.values(labels).map((message) => String(message.id)));
  const named = new Set([manifest.label, ...allNodes(manifest.routes).map((node) => node.label)]);
  return [
    ...[...named]
      .filter((id) => !declared.has(id))
      .map((id) => `${id} is named by a route but declared nowhere`),
    ...[...declared].filter((id) => !named.has(id)).map((id) => `${id} is declared but no route names it`),
  ];
}

/**
 * The header menu from route meta: `isPassThrough` nodes become groups, `invisible` entries and the
 * children of `invisibleChildren` nodes stay out, and parameterised or redirect routes are never links.
 * A route's label is the message its manifest names by id: declared in the domain's
 * `menu-messages.ts` (for extraction and translators), which the build need not ship, since every
 * label is that id alone once the catalogs are compiled.
 */
export function buildNavigation(manifest: Manifest, sectionLabel: MessageDescriptor): NavSection {
  const label = (node: ManifestRoute): MessageDescriptor => ({ id: node.label });
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
    label: sectionLabel,
    groups,
    links: visibleLinks(top.filter((node) => !node.meta.isPassThrough)),
  };
}
