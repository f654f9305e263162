export { investorDomain, investorManifest, investorRoutes } from './routes';
export { investorMessages } from './messages';
