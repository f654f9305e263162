export { domainCmsServer, renderDomainRoute } from './domain-routes';
export { describeDomainRoutes, routedPaths } from './domain-route-suite';
