export { mobileDomain, mobileManifest, mobileRoutes } from './routes';
export { mobileMessages } from './messages';
export { mobileApi } from './api/mobile-api';
