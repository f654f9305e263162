import type { Block, BlockComponent, SiteDispatch } from '@site/shared-content';
import type { Locale } from '@site/shared-i18n';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';

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
/** Starts one CMS read a block shows (an endpoint's `initiate`); the route loader awaits it, the block finds it in the store. */
export type StartRead = (dispatch: SiteDispatch) => Promise<unknown>;
/** A block's renderer (a lazy chunk) and, when it shows more than its own fields, the reads it needs. */
export type BlockEntry = {
  load: BlockLoader;
  /**
   * Hydrated with the page, because a visitor acts on it at once (the calculator, the carousel, the
   * cookie preferences). Every other block keeps its server HTML until it comes near the viewport or
   * a visitor focuses or clicks in it, and its code loads then (the application forms: a plain form
   * until then, ADR 0018).
   */
  eager?: boolean;
  /**
   * Nothing in it to act on but links (text, pictures, tables): the browser never renders it where
   * the server did. Its HTML stays as served, its code is not loaded, and the page's state keeps only
   * its place (ADR 0032). Such a block reads nothing of its own.
   */
  serverOnly?: boolean;
  /**
   * What a served block's HTML does when its route changes (and when it is shown), without React:
   * the FAQ opens the question its address names. Only for a block the browser keeps as served; a
   * chunk of its own, loaded by the pages that show such a block.
   */
  onRoute?: () => Promise<{ default: (part: HTMLElement, params: Readonly<Params>) => void }>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry narrows its own block type
  reads?: (block: any, ctx: BlockReadContext) => StartRead[];
};
/** Block component uid → its entry. Domains extend it with their own blocks (and lend some: `SiteBlocks`). */
export type BlockRegistry = Partial<Record<BlockComponent, BlockEntry>>;

/** A block the browser keeps as the server rendered it (`serverOnly`). */
const served = (load: BlockLoader): BlockEntry => ({ load, serverOnly: true });

/** The renderers every page can use; each is its own chunk, loaded only by pages that use it. */
export const sharedBlocks: BlockRegistry = {
  'blocks.hero': served(() => import('../blocks/hero/hero-block')),
  'blocks.carousel': { load: () => import('../blocks/carousel/carousel-block'), eager: true },
  'blocks.rich-text': served(() => import('../blocks/rich-text/rich-text-block')),
  'blocks.card-grid': served(() => import('../blocks/card-grid/card-grid-block')),
  'blocks.bundle-table': served(() => import('../blocks/bundle-table/bundle-table-block')),
  'blocks.feature-list': served(() => import('../blocks/feature-list/feature-list-block')),
  'blocks.how-to-steps': served(() => import('../blocks/how-to-steps/how-to-steps-block')),
  'blocks.faq-list': {
    ...served(() => import('../blocks/faq-list/faq-list-block')),
    onRoute: () => import('../blocks/faq-list/open-route-question'),
  },
  'blocks.call-to-action': served(() => import('../blocks/call-to-action/call-to-action-block')),
  'blocks.image-text': served(() => import('../blocks/image-text/image-text-block')),
  'blocks.documents-list': served(() => import('../blocks/documents-list/documents-list-block')),
  'blocks.people-grid': { load: () => import('../blocks/people-grid/people-grid-block') },
  'blocks.key-figures': served(() => import('../blocks/key-figures/key-figures-block')),
  'blocks.app-links': served(() => import('../blocks/app-links/app-links-block')),
  'blocks.contact-channels': served(() => import('../blocks/contact-channels/contact-channels-block')),
  'blocks.video-link': served(() => import('../blocks/video-link/video-link-block')),
};
