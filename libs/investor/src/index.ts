export { investorDomain, investorManifest, investorRoutes } from './routes';
export { investorMessages } from './messages';
export { investorApi } from './api/investor-api';
