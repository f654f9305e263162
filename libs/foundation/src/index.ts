export { foundationDomain, foundationManifest, foundationRoutes } from './routes';
export { foundationMessages } from './messages';
