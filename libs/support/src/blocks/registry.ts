import type { BlockRegistry } from '@site/shared-blocks';

/** Blocks only the support domain renders (added to the shared renderers on its pages). */
export const supportBlocks: BlockRegistry = {
  'blocks.cookie-preferences': { load: () => import('./cookie-preferences-block'), eager: true },
};
