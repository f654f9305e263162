import type { BlockRegistry } from '@site/shared-blocks';

/** Blocks only the business domain renders (added to the shared renderers on its pages). */
export const businessBlocks: BlockRegistry = {
  'blocks.form-embed': { load: () => import('./form-embed-block') },
};
