export { SiteTestProviders, makeSiteRouter, makeSiteStore } from './site-providers';
export type { SiteTestProvidersProps } from './site-providers';
export { renderWithSite } from './render-with-site';
export type { RenderWithSiteOptions } from './render-with-site';
export { storyDecorator } from './story-decorator';
export { mediaFixture } from './media-fixture';
export { stubMatchMedia } from './match-media';
export { eventFixture } from './event-fixture';
export {
  domainCmsServer,
  domainPagePaths,
  findPageHeading,
  fixtureTitle,
  renderDomainRoute,
} from './domain-routes';
export { describeDetailRoute } from './detail-routes';
