import type { ApiEndpointQuery, QueryDefinition } from '@reduxjs/toolkit/query';
import type { TypedUseQueryState, TypedUseQuerySubscription } from '@reduxjs/toolkit/query/react';
import type { CollectionSpec } from '@site/shared-server-contract';
import { createContext, useContext } from 'react';
import type { CmsBaseQuery } from './cms-base-query';
import type { AllArgs, ItemArgs, ListArgs, PagedList } from './collection-queries';
import type { SiteState } from './site-store';

export type { CollectionSpec };

// The registry holds endpoints of every result type; a block narrows what it shows.
/* eslint-disable @typescript-eslint/no-explicit-any */
/** A query endpoint of the content API with the React hooks RTK Query gives every endpoint. */
type ContentQuery<A, R> = ApiEndpointQuery<QueryDefinition<A, CmsBaseQuery, never, R, 'content'>, any> & {
  useQueryState: TypedUseQueryState<R, A, CmsBaseQuery>;
  useQuerySubscription: TypedUseQuerySubscription<R, A, CmsBaseQuery>;
};
export type ListEndpoint = ContentQuery<ListArgs, PagedList<any>>;
export type ItemEndpoint = ContentQuery<ItemArgs, any>;
export type AllEndpoint = ContentQuery<AllArgs, any[]>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * A CMS collection as its domain reads it: how (the spec of docs/behaviour.md §7: path, page size,
 * order, filter) and with which of its endpoints: a paged list, one entry, or all of it.
 * `rawErrors`: a failed list is notified with the error's own text (the sport list, §8).
 */
export type CollectionEntry = {
  spec: CollectionSpec;
  list?: ListEndpoint;
  item?: ItemEndpoint;
  all?: AllEndpoint;
  rawErrors?: boolean;
};

/** The collections a domain owns, by the name editors choose them by in the CMS. */
export type CollectionRegistry = Readonly<Record<string, CollectionEntry>>;

/**
 * The site's collections: every domain's, put together. A name two domains claim is a mistake
 * that would send one domain's pages to the other's endpoint: it throws when the shell starts.
 */
export function mergeCollections(registries: CollectionRegistry[]): CollectionRegistry {
  const merged: Record<string, CollectionEntry> = {};
  for (const registry of registries)
    for (const [name, entry] of Object.entries(registry)) {
      if (Object.hasOwn(merged, name)) throw new Error(`Two domains own the collection "${name}"`);
      merged[name] = entry;
    }
  return merged;
}

/** A collection's entry, if some domain owns one of that name (editors type names into blocks). */
export function collectionOf(registry: CollectionRegistry, name: string): CollectionEntry | undefined {
  return Object.hasOwn(registry, name) ? registry[name] : undefined;
}

const CollectionsContext = createContext<CollectionRegistry>({});

/** Gives blocks and pages the site's collections (the shell's, or a test's or a story's). */
export const CollectionsProvider = CollectionsContext.Provider;

export function useCollection(name: string): CollectionEntry | undefined {
  return collectionOf(useContext(CollectionsContext), name);
}

/** The entry a detail route shows, if its read is in the store (the title, the head). */
export function selectItem(
  state: SiteState,
  registry: CollectionRegistry,
  name: string,
  args: ItemArgs,
): unknown {
  return collectionOf(registry, name)?.item?.select(args)(state).data;
}
