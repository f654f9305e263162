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

/** The renderers every page can use; each is its own chunk, loaded only by pages that use it. */
export const sharedBlocks: BlockRegistry = {
  'blocks.hero': { load: () => import('../blocks/hero/hero-block'), serverOnly: true },
  'blocks.carousel': { load: () => import('../blocks/carousel/carousel-block'), eager: true },
  'blocks.rich-text': { load: () => import('../blocks/rich-text/rich-text-block'), serverOnly: true },
  'blocks.card-grid': { load: () => import('../blocks/card-grid/card-grid-block'), serverOnly: true },
  'blocks.bundle-table': {
    load: () => import('../blocks/bundle-table/bundle-table-block'),
    serverOnly: true,
  },
  'blocks.feature-list': {
    load: () => import('../blocks/feature-list/feature-list-block'),
    serverOnly: true,
  },
  'blocks.how-to-steps': {
    load: () => import('../blocks/how-to-steps/how-to-steps-block'),
    serverOnly: true,
  },
  'blocks.faq-list': {
    load: () => import('../blocks/faq-list/faq-list-block'),
    serverOnly: true,
    onRoute: () => import('../blocks/faq-list/open-route-question'),
  },
  'blocks.call-to-action': {
    load: () => import('../blocks/call-to-action/call-to-action-block'),
    serverOnly: true,
  },
  'blocks.image-text': { load: () => import('../blocks/image-text/image-text-block'), serverOnly: true },
  'blocks.documents-list': {
    load: () => import('../blocks/documents-list/documents-list-block'),
    serverOnly: true,
  },
  'blocks.people-grid': { load: () => import('../blocks/people-grid/people-grid-block') },
  'blocks.key-figures': { load: () => import('../blocks/key-figures/key-figures-block'), serverOnly: true },
  'blocks.app-links': { load: () => import('../blocks/app-links/app-links-block'), serverOnly: true },
  'blocks.contact-channels': {
    load: () => import('../blocks/contact-channels/contact-channels-block'),
    serverOnly: true,
  },
  'blocks.video-link': { load: () => import('../blocks/video-link/video-link-block'), serverOnly: true },
};
