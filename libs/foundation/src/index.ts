export { foundationDomain, foundationManifest, foundationRoutes } from './routes';
export { foundationMessages } from './messages';
export { foundationApi } from './api/foundation-api';
