import type { BlockRegistry } from '@site/shared-blocks';
import type { CollectionRegistry } from '@site/shared-content';
import type { Domain } from './domain';
import type { Manifest } from './manifest';
import { routesFromManifest, type DomainPages } from './routes-from-manifest';

/**
 * The domain a library hands the shell, built from its content manifest (docs/behaviour.md §2): the
 * routes with their meta (its lazy pages, its own blocks), its CMS collections, and its menu label,
 * `<domain>.nav.section` in its messages.
 */
export function domainFromManifest(
  manifest: Manifest,
  collections: CollectionRegistry,
  pages: DomainPages,
  blocks?: BlockRegistry,
): Domain {
  return {
    manifest,
    navLabel: `${manifest.domain}.nav.section`,
    routes: routesFromManifest(manifest, pages, blocks),
    collections,
  };
}
