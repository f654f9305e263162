// Browser-safe helpers for stories (the main entry also holds helpers for Node test runs).
export { SiteTestProviders, makeSiteStore } from './site-providers';
export { storyDecorator } from './story-decorator';
export { article, cmsHandlers, listBody, pageBody, sidebarBody } from '@site/shared-content/testing';
export { mediaFixture, photoFixture } from './media-fixture';
export { imageVariantHandlers } from './image-variants';
export { eventFixture } from './event-fixture';
export { listStateHandlers } from './list-states';
export { pdfFixture } from './pdf-fixture';
export { paragraphBody } from './rich-text-fixture';
