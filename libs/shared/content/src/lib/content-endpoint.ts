import type { ApiEndpointQuery, QueryDefinition } from '@reduxjs/toolkit/query';
import type { TypedUseQueryState, TypedUseQuerySubscription } from '@reduxjs/toolkit/query/react';
import type { PageContent } from '../types/content';
import type { CmsBaseQuery } from './cms-base-query';
import type { ItemArgs, ListArgs, PagedList } from './collection-queries';
import type { ContentTag } from './content-tags';
import type { PageArgs } from './page-query';

// Shared code starts and selects the reads a domain declares for its routes and blocks without
// knowing what an entry or a list holds: the domain's own hooks and views type them.
/* eslint-disable @typescript-eslint/no-explicit-any */
/** A query endpoint of the content API with the React hooks RTK Query gives every endpoint. */
type ContentEndpoint<A, R> = ApiEndpointQuery<
  QueryDefinition<A, CmsBaseQuery, ContentTag, R, 'content'>,
  any
> & {
  useQueryState: TypedUseQueryState<R, A, CmsBaseQuery>;
  useQuerySubscription: TypedUseQuerySubscription<R, A, CmsBaseQuery>;
};
/** A domain's endpoint of a collection's paged list. */
export type ListEndpoint = ContentEndpoint<ListArgs, PagedList<any>>;
/** A domain's endpoint of one entry of a collection (a detail route's). */
export type ItemEndpoint = ContentEndpoint<ItemArgs, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */
/** A domain's endpoint of its CMS pages (`pageQuery`). */
export type PageEndpoint = ContentEndpoint<PageArgs, PageContent>;
