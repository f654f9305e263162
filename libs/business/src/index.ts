export { businessDomain } from './routes';
export { businessMessages } from './messages';
export { businessApi, useGetBusinessServiceQuery, useGetBusinessServicesQuery } from './api/business-api';
