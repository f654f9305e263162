import type { BlockRegistry } from '@site/shared-blocks';
import type { CollectionRegistry } from '@site/shared-content';
import type { MessageDescriptor } from 'react-intl';
import type { Domain } from './domain';
import type { Manifest } from './manifest';
import { routesFromManifest, type DomainPages } from './routes-from-manifest';

/**
 * The domain a library hands the shell, built from its content manifest (docs/behaviour.md §2): the
 * routes with their meta (its lazy pages, its own blocks), its CMS collections, and its menu label.
 */
export function domainFromManifest(
  manifest: Manifest,
  navLabel: MessageDescriptor,
  collections: CollectionRegistry,
  pages: DomainPages,
  blocks?: BlockRegistry,
): Domain {
  return {
    manifest,
    navLabel,
    routes: routesFromManifest(manifest, pages, blocks),
    collections,
  };
}
