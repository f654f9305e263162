export { businessDomain, businessManifest, businessRoutes } from './routes';
export { businessMessages } from './messages';
