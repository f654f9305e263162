import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { CollectionSpec } from '@site/shared-server-contract';
import type { PageContent } from '../types/content';
import type { CmsBaseQuery } from './cms-base-query';
import {
  collectionQueries,
  type AllArgs,
  type ItemArgs,
  type ListArgs,
  type PagedList,
} from './collection-queries';
import type { ContentTag } from './content-tags';
import { pageQuery, type PageArgs } from './page-query';

// The endpoints a domain's CMS reads are made of, each typed by what it reads: its pages
// (`pageQuery`), or a collection's paged list, one entry or every entry (`collectionQueries`).

/** What `contentApi.injectEndpoints` hands a domain to build its endpoints with. */
type ContentBuild = EndpointBuilder<CmsBaseQuery, ContentTag, 'content'>;

export const readPage = (build: ContentBuild) => build.query<PageContent, PageArgs>(pageQuery);

export const readList = <T>(build: ContentBuild, spec: CollectionSpec) =>
  build.query<PagedList<T>, ListArgs>(collectionQueries<T>(spec).list);

export const readItem = <T>(build: ContentBuild, spec: CollectionSpec) =>
  build.query<T, ItemArgs>(collectionQueries<T>(spec).item);

/**
 * Every record of a collection, kept as `keep` makes them: what the page uses of them, not the
 * records, goes into the store and the page's state (the tariff: its categories and bands).
 */
export const readAll = <T, Kept>(
  build: ContentBuild,
  spec: CollectionSpec,
  keep: (records: T[]) => Kept | Promise<Kept>,
) => build.query<Kept, AllArgs>(collectionQueries<T>(spec).all(keep));
