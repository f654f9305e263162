import type { CollectionRegistry } from '@site/shared-content';
import type { MessageDescriptor } from 'react-intl';
import type { RouteObject } from 'react-router';
import type { Manifest } from './manifest';

/**
 * A domain's menu labels, declared with `defineMessages` in its `src/menu-messages.ts`: `section`
 * names the domain's menu, and each route of its manifest names its own by id (`label`).
 */
export type DomainMenu = { readonly section: MessageDescriptor } & Readonly<
  Record<string, MessageDescriptor>
>;

/**
 * What a domain library hands the shell: its manifest, its menu labels, its routes (with their
 * loaders) and the CMS collections it owns, with its endpoints (`src/api/`).
 */
export type Domain = {
  manifest: Manifest;
  menu: DomainMenu;
  routes: RouteObject[];
  collections: CollectionRegistry;
};
