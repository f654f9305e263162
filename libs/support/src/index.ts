export { supportDomain, supportManifest, supportRoutes } from './routes';
export { supportMessages } from './messages';
