import type { BlockRegistry } from '@site/shared-blocks';

/** Blocks only the mobile domain renders (added to the shared renderers on its pages). */
export const mobileBlocks: BlockRegistry = {};
