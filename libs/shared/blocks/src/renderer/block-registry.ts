import type { Block, BlockComponent, SiteDispatch } from '@site/shared-content';
import type { Locale } from '@site/shared-i18n';
import type { ComponentType } from 'react';
import { collectionEmbedReads } from '../blocks/collection-embed/reads';
import { eventCalendarReads } from '../blocks/event-calendar/reads';

export type BlockProps<B extends Block = Block> = {
  block: B;
  /** Position in the page: the first block owns the page's `<h1>`. */
  index: number;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each loader narrows its own block type
export type BlockModule = { default: ComponentType<BlockProps<any>> };
export type BlockLoader = () => Promise<BlockModule>;
/** Where a block is shown: its page's language and query string (`?page=2` of a paged list). */
export type BlockReadContext = { locale: Locale; search: URLSearchParams };
/** Starts one CMS read a block shows; the route loader awaits it, the block finds it in the store. */
export type StartRead = (dispatch: SiteDispatch) => Promise<unknown>;
/** A block's renderer (a lazy chunk) and, when it shows more than its own fields, the reads it needs. */
export type BlockEntry = {
  load: BlockLoader;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry narrows its own block type
  reads?: (block: any, ctx: BlockReadContext) => StartRead[];
};
/** Block component uid → its entry. Domains extend it with their own blocks. */
export type BlockRegistry = Partial<Record<BlockComponent, BlockEntry>>;

// Every renderer sits at `blocks/<name>/<name>-block.tsx` for the uid `blocks.<name>`; each is its
// own chunk, loaded only by pages that use it.
const renderers = import.meta.glob<BlockModule>('../blocks/*/*-block.tsx');
const renderer = (name: string): BlockLoader => {
  const load = renderers[`../blocks/${name}/${name}-block.tsx`];
  if (!load) throw new Error(`No renderer for blocks.${name}`);
  return load;
};
const entry = (name: string, reads?: BlockEntry['reads']): BlockEntry =>
  reads ? { load: renderer(name), reads } : { load: renderer(name) };

/** The renderers every page can use. */
export const sharedBlocks: BlockRegistry = {
  'blocks.hero': entry('hero'),
  'blocks.carousel': entry('carousel'),
  'blocks.rich-text': entry('rich-text'),
  'blocks.card-grid': entry('card-grid'),
  'blocks.bundle-table': entry('bundle-table'),
  'blocks.feature-list': entry('feature-list'),
  'blocks.how-to-steps': entry('how-to-steps'),
  'blocks.faq-list': entry('faq-list'),
  'blocks.call-to-action': entry('call-to-action'),
  'blocks.image-text': entry('image-text'),
  'blocks.documents-list': entry('documents-list'),
  'blocks.people-grid': entry('people-grid'),
  'blocks.event-calendar': entry('event-calendar', eventCalendarReads),
  'blocks.key-figures': entry('key-figures'),
  'blocks.app-links': entry('app-links'),
  'blocks.contact-channels': entry('contact-channels'),
  'blocks.video-link': entry('video-link'),
  'blocks.collection-embed': entry('collection-embed', collectionEmbedReads),
};
