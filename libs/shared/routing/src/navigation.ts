import type { Manifest, ManifestRoute } from './manifest';

export type NavLinkItem = { label: string; path: string };
export type NavGroup = { label: string; links: NavLinkItem[] };
export type NavSection = { domain: string; label: string; groups: NavGroup[]; links: NavLinkItem[] };

const isParameterised = (path: string) => path.includes(':');

function visibleLinks(nodes: ManifestRoute[]): NavLinkItem[] {
  return nodes.flatMap((node) =>
    node.path && !node.meta.invisible && node.kind !== 'redirect' && !isParameterised(node.path)
      ? [{ label: node.label, path: node.path }]
      : [],
  );
}

/**
 * The header menu from route meta: `isPassThrough` nodes become groups, `invisible` entries and the
 * children of `invisibleChildren` nodes stay out, and parameterised or redirect routes are never links.
 */
export function buildNavigation(manifest: Manifest, sectionLabel: string): NavSection {
  const top = manifest.routes.filter((node) => !node.meta.invisible);
  const groups = top
    .filter((node) => node.meta.isPassThrough)
    .map((node) => ({
      label: node.label,
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
