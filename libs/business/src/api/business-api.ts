import {
  collectionQueries,
  contentApi,
  type BusinessService,
  type CollectionRegistry,
  type CollectionSpec,
  type ItemArgs,
  type ListArgs,
  type PagedList,
} from '@site/shared-content';

/** The business services, by segment (small, mid, large), each with a page of its own. */
const vbuServices: CollectionSpec = {
  path: '/vbu-services',
  pageSize: 12,
  sort: 'publishDate:desc',
  filterField: '[segment]',
  detailPath: '/vodacom-business',
};
const services = collectionQueries<BusinessService>(vbuServices);

/** The business domain's CMS reads: its services. */
export const businessApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getBusinessServices: build.query<PagedList<BusinessService>, ListArgs>({ queryFn: services.list }),
    getBusinessService: build.query<BusinessService, ItemArgs>({ queryFn: services.item }),
  }),
});

export const { useGetBusinessServicesQuery, useGetBusinessServiceQuery } = businessApi;

export const businessCollections: CollectionRegistry = {
  'vbu-services': {
    spec: vbuServices,
    list: businessApi.endpoints.getBusinessServices,
    item: businessApi.endpoints.getBusinessService,
  },
};
