export { mobileDomain, mobileManifest, mobileRoutes } from './routes';
export { mobileMessages } from './messages';
