export { domainCmsServer, renderDomainRoute } from './domain-routes';
export { describeDomainRoutes, routedPaths, serverAnswer } from './domain-route-suite';
