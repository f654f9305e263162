export { BlockRenderer } from './renderer/block-renderer';
export type { BlockRendererProps } from './renderer/block-renderer';
export { sharedBlocks } from './renderer/block-registry';
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
export { ReadError } from './blocks/shared/list-states';
export { CmsImage, type CmsImageProps } from './blocks/shared/cms-image';
export { cappedSizes, imageSizes } from './blocks/shared/image-sizes';
export { RenderedModules } from './renderer/rendered-modules';
