import type { Block } from '@site/shared-content';
import type { ComponentType } from 'react';

export type BlockProps<B extends Block = Block> = {
  block: B;
  /** Position in the page: the first block owns the page's `<h1>`. */
  index: number;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each loader narrows its own block type
export type BlockModule = { default: ComponentType<BlockProps<any>> };
export type BlockLoader = () => Promise<BlockModule>;
/** Block component uid → lazily loaded renderer. Domains extend it with their own blocks. */
export type BlockRegistry = Partial<Record<Block['__component'], BlockLoader>>;

/** The renderers every page can use; each is its own chunk, loaded only by pages that use it. */
export const sharedBlocks: BlockRegistry = {
  'blocks.hero': () => import('../blocks/hero/hero-block'),
  'blocks.carousel': () => import('../blocks/carousel/carousel-block'),
  'blocks.rich-text': () => import('../blocks/rich-text/rich-text-block'),
  'blocks.card-grid': () => import('../blocks/card-grid/card-grid-block'),
  'blocks.bundle-table': () => import('../blocks/bundle-table/bundle-table-block'),
  'blocks.feature-list': () => import('../blocks/feature-list/feature-list-block'),
  'blocks.how-to-steps': () => import('../blocks/how-to-steps/how-to-steps-block'),
  'blocks.faq-list': () => import('../blocks/faq-list/faq-list-block'),
  'blocks.call-to-action': () => import('../blocks/call-to-action/call-to-action-block'),
  'blocks.image-text': () => import('../blocks/image-text/image-text-block'),
  'blocks.documents-list': () => import('../blocks/documents-list/documents-list-block'),
  'blocks.people-grid': () => import('../blocks/people-grid/people-grid-block'),
  'blocks.event-calendar': () => import('../blocks/event-calendar/event-calendar-block'),
  'blocks.key-figures': () => import('../blocks/key-figures/key-figures-block'),
  'blocks.app-links': () => import('../blocks/app-links/app-links-block'),
  'blocks.contact-channels': () => import('../blocks/contact-channels/contact-channels-block'),
  'blocks.video-link': () => import('../blocks/video-link/video-link-block'),
  'blocks.collection-embed': () => import('../blocks/collection-embed/collection-embed-block'),
};
