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
export { RichText } from './rich-text/rich-text';
export { RenderedModules } from './renderer/rendered-modules';
