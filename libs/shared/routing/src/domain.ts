import type { SiteBlocks } from '@site/shared-blocks';
import type { CollectionSpec } from '@site/shared-content';
import type { MessageDescriptor } from 'react-intl';
import type { RouteObject } from 'react-router';
import type { Manifest } from './manifest';

/**
 * What a domain library hands the shell: its manifest, its menu label, its routes (with their
 * loaders, which read through the domain's endpoints), how it reads each CMS collection it owns (by
 * the collection's name: the server's allow-list, sitemap and search read it), the blocks it lends
 * every page of the site, and the reads whose failure is notified with the error's own text.
 */
export type Domain = {
  manifest: Manifest;
  navLabel: MessageDescriptor;
  routes: RouteObject[];
  collections: Readonly<Record<string, CollectionSpec>>;
  lends: SiteBlocks;
  rawErrors: readonly { name: string }[];
};
