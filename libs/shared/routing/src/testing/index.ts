export { domainCmsServer, renderDomainRoute } from './domain-routes';
export { describeDomainRoutes, routedPaths } from './domain-route-suite';
export { describeDomainReads } from './domain-reads';
