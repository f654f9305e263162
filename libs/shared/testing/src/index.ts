export {
  SiteTestProviders,
  makeSiteRouter,
  makeSiteStore,
  testCmsApiUrl,
  type SiteTestProvidersProps,
} from './site-providers';
export { renderWithSite, type RenderWithSiteOptions } from './render-with-site';
export {
  article,
  cmsHandlers,
  listBody,
  pageBody,
  sidebarBody,
  type PageFixture,
  type PageTable,
} from '@site/shared-content/testing';
export { serveDuringTests } from '@site/shared-content/testing/server';
export { createGate } from './gate';
export { mediaFixture, photoFixture } from './media-fixture';
export { stubMatchMedia } from './match-media';
export { deviceFixture } from './device-fixture';
export { eventFixture } from './event-fixture';
export { CatalogsReady, type CatalogsReadyProps } from './catalogs-ready';
export { failingUntilRecovered, listStateHandlers } from './list-states';
export { decorativeLazyImage, hrefOf } from './queries';
export { pdfFixture } from './pdf-fixture';
export { paragraphBody } from './rich-text-fixture';
export { itBadgesOnlyTheSample, sampleBadges } from './sample-badge';
