export { mpesaDomain, mpesaManifest, mpesaRoutes } from './routes';
export { mpesaMessages } from './messages';
