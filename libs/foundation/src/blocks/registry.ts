import type { BlockRegistry } from '@site/shared-blocks';

/** Blocks only the foundation domain renders (added to the shared renderers on its pages). */
export const foundationBlocks: BlockRegistry = {
  'blocks.form-embed': { load: () => import('./form-embed-block') },
};
