export { businessDomain, businessManifest, businessRoutes } from './routes';
export { businessMessages } from './messages';
export { businessApi } from './api/business-api';
