import type { CollectionRegistry } from '@site/shared-content';
import type { MessageDescriptor } from 'react-intl';
import type { RouteObject } from 'react-router';
import type { Manifest } from './manifest';

/**
 * What a domain library hands the shell: its manifest, its menu label, its routes (with their
 * loaders) and the CMS collections it owns, with its endpoints (`src/api/`).
 */
export type Domain = {
  manifest: Manifest;
  navLabel: MessageDescriptor;
  routes: RouteObject[];
  collections: CollectionRegistry;
};
