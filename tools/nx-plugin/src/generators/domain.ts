import { names, readJson, type Tree } from '@nx/devkit';

/** The parts of a domain's content manifest the generators read and write. */
export type ManifestNode = {
  path?: string;
  name: string;
  label?: string;
  children?: ManifestNode[];
} & Record<string, unknown>;
export type Manifest = {
  domain: string;
  pages: Record<string, { displayName?: string; populateDepth?: number }>;
  routes: ManifestNode[];
};

export const manifestPath = (domain: string) => `libs/${domain}/src/content-manifest.json`;

/** The domains: every library with a content manifest. */
export function domainNames(tree: Tree): string[] {
  return tree.children('libs').filter((name) => tree.exists(manifestPath(name)));
}

/** A domain's names in code (`mpesaDomain`, `mpesaMessages`, `Mpesa/...` story titles); refuses a non-domain. */
export function domainOf(tree: Tree, domain: string) {
  if (!domainNames(tree).includes(domain))
    throw new Error(`"${domain}" is not a domain: one of ${domainNames(tree).join(', ')}`);
  const { propertyName, className } = names(domain);
  return {
    domain,
    root: `libs/${domain}`,
    manifest: readJson<Manifest>(tree, manifestPath(domain)),
    domainExport: `${propertyName}Domain`,
    messagesExport: `${propertyName}Messages`,
    blocksExport: `${propertyName}Blocks`,
    storyTitle: className,
  };
}

/** Every node of a manifest's route tree. */
export const manifestNodes = (nodes: ManifestNode[]): ManifestNode[] =>
  nodes.flatMap((node) => [node, ...manifestNodes(node.children ?? [])]);

/** "mpesa-demo" → "Mpesa demo" (a default display name an editor refines). */
export const displayNameOf = (name: string) => {
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
