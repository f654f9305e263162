export {
  domainCmsServer,
  domainPagePaths,
  findPageHeading,
  fixtureTitle,
  renderDomainRoute,
} from './domain-routes';
export { describeDetailRoute } from './detail-routes';
export { describeDomainRoutes, routedPaths, serverAnswer } from './domain-route-suite';
export type { DomainRouteSuite } from './domain-route-suite';
