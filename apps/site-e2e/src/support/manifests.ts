import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** One route node of a domain's content manifest (docs/content-model.md). */
export type ManifestRoute = {
  path?: string;
  name: string;
  kind?: 'page' | 'detail' | 'redirect' | 'form';
  collection?: string;
  detail?: string;
  standalone?: boolean;
  redirect?: string;
  alias?: boolean | string;
  meta?: { isPassThrough?: boolean; invisible?: boolean };
  children?: ManifestRoute[];
};

export type Manifest = { domain: string; routes: ManifestRoute[] };

/** The six domains, in menu order; each owns `libs/<domain>/src/content-manifest.json`. */
export const domains = ['mobile', 'mpesa', 'business', 'investor', 'foundation', 'support'] as const;
export type Domain = (typeof domains)[number];

const workspaceRoot = resolve(import.meta.dirname, '../../../..');

export function readManifest(domain: Domain): Manifest {
  const file = resolve(workspaceRoot, 'libs', domain, 'src/content-manifest.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** Every routed node (with a path) of a manifest, groups flattened away. */
export function routedNodes(manifest: Manifest): ManifestRoute[] {
  const out: ManifestRoute[] = [];
  const walk = (nodes: ManifestRoute[]) => {
    for (const node of nodes) {
      if (node.path) out.push(node);
      if (node.children) walk(node.children);
    }
  };
  walk(manifest.routes);
  return out;
}
