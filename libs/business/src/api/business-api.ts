import {
  cardCollection,
  serviceCardFields,
  contentApi,
  loadedQueryHook,
  readItem,
  readList,
  readPage,
  type BusinessService,
} from '@site/shared-content';

/** The business services, by segment (small, mid, large), each with a page of its own. */
const vbuServices = cardCollection({
  path: '/vbu-services',
  pageSize: 12,
  filterField: '[segment]',
  fields: serviceCardFields,
  detailPath: '/vodacom-business',
});

/** The business domain's collections, by the names the CMS and editors give them. */
export const businessCollections = { 'vbu-services': vbuServices };

/** The business domain's CMS reads: its pages and its services. */
export const businessApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getBusinessPage: readPage(build),
    getBusinessServices: readList<BusinessService>(build, vbuServices),
    getBusinessService: readItem<BusinessService>(build, vbuServices),
  }),
});

// The pages and blocks read what the route's loader read, and never a failed entry again on mount (ADR 0009).
export const useGetBusinessPageQuery = loadedQueryHook(businessApi.endpoints.getBusinessPage);
export const useGetBusinessServicesQuery = loadedQueryHook(businessApi.endpoints.getBusinessServices);
export const useGetBusinessServiceQuery = loadedQueryHook(businessApi.endpoints.getBusinessService);
