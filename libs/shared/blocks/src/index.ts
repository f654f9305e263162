export { BlockRenderer } from './renderer/block-renderer';
export type { BlockRendererProps } from './renderer/block-renderer';
export { sharedBlocks } from './renderer/block-registry';
export { blockEntry, SiteBlocksProvider } from './renderer/site-blocks';
export type { SiteBlocks } from './renderer/site-blocks';
export { CollectionList } from './blocks/collection-embed/collection-list';
export { listReads } from './blocks/collection-embed/reads';
export { useListArgs } from './blocks/collection-embed/use-list-args';
export { ArticleCard, DeviceCard, ServiceCard } from './blocks/collection-embed/collection-cards';
export { EventCalendar } from './blocks/event-calendar/event-calendar';
export { eventCalendarArgs, eventCalendarReads } from './blocks/event-calendar/reads';
export { EventRow } from './blocks/shared/event-row';
export type {
  BlockEntry,
  BlockLoader,
  BlockProps,
  BlockReadContext,
  BlockRegistry,
  StartRead,
} from './renderer/block-registry';
export { LeadBlockSection } from './blocks/shared/lead-block-section';
export type { LeadBlockSectionProps } from './blocks/shared/lead-block-section';
export { RichText } from './rich-text/rich-text';
export { SampleBadge } from './blocks/shared/sample-badge';
export { FirstScreenEnd } from './renderer/first-screen-end';
export { ReadError } from './blocks/shared/list-states';
export { CmsImage, type CmsImageProps } from './blocks/shared/cms-image';
export { cappedSizes, imageSizes } from './blocks/shared/image-sizes';
export { RenderedModules, ServedParts } from './renderer/rendered-modules';
