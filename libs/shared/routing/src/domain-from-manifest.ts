import type { BlockRegistry, SiteBlocks } from '@site/shared-blocks';
import type { CollectionSpec, PageEndpoint } from '@site/shared-content';
import type { Domain } from './domain';
import type { Manifest } from './manifest';
import { routesFromManifest, type DomainPages } from './routes-from-manifest';

export type DomainDefinition = {
  manifest: Manifest;
  /** The domain's endpoint of its CMS pages (`pageQuery`): every route's page and sections. */
  pageEndpoint: PageEndpoint;
  /** Its lazy page modules, and each detail route's entry endpoint. */
  pages: DomainPages;
  /** Blocks only its own pages render. */
  blocks?: BlockRegistry;
  /** How it reads each CMS collection it owns, by the collection's name (docs/behaviour.md §7). */
  collections?: Readonly<Record<string, CollectionSpec>>;
  /** What it lends every page of the site: its collections' lists, shared blocks that show its content. */
  lends?: Partial<SiteBlocks>;
  /** Reads whose failure is notified with the error's own text (docs/behaviour.md §8). */
  rawErrors?: readonly { name: string }[];
};

/**
 * The domain a library hands the shell, built from its content manifest (docs/behaviour.md §2): the
 * routes with their meta and loaders (its lazy pages, its own blocks, its endpoints), its CMS
 * collections, what it lends other pages, and its menu label (the manifest names it).
 */
export function domainFromManifest({
  manifest,
  pageEndpoint,
  pages,
  blocks,
  collections = {},
  lends = {},
  rawErrors = [],
}: DomainDefinition): Domain {
  return {
    manifest,
    navLabel: { id: manifest.label },
    routes: routesFromManifest(manifest, { pageEndpoint, pages, blocks }),
    collections,
    lends: { blocks: lends.blocks ?? {}, lists: lends.lists ?? {} },
    rawErrors,
  };
}
