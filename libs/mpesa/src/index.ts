export { mpesaDomain, mpesaManifest, mpesaRoutes } from './routes';
export { mpesaMessages } from './messages';
export { mpesaApi } from './api/mpesa-api';
