import type { BlockRegistry } from '@site/shared-blocks';
import type { CollectionRegistry } from '@site/shared-content';
import type { Domain, DomainMenu } from './domain';
import type { Manifest } from './manifest';
import { menuLabels } from './navigation';
import { routesFromManifest, type DomainPages } from './routes-from-manifest';

/**
 * The domain a library hands the shell, built from its content manifest (docs/behaviour.md §2): the
 * routes with their meta (its lazy pages, its own blocks), its menu labels (one declared for each
 * route's `label`), and its CMS collections.
 */
export function domainFromManifest(
  manifest: Manifest,
  menu: DomainMenu,
  collections: CollectionRegistry,
  pages: DomainPages,
  blocks?: BlockRegistry,
): Domain {
  menuLabels(manifest, menu);
  return {
    manifest,
    menu,
    routes: routesFromManifest(manifest, pages, blocks),
    collections,
  };
}
