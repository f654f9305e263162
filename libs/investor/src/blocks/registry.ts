import type { BlockRegistry } from '@site/shared-blocks';

/** Blocks only the investor domain renders (added to the shared renderers on its pages). */
export const investorBlocks: BlockRegistry = {
  'blocks.form-embed': { load: () => import('./form-embed-block') },
};
