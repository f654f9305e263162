import type { BlockRegistry } from '@site/shared-blocks';

/** Blocks only the mpesa domain renders (added to the shared renderers on its pages). */
export const mpesaBlocks: BlockRegistry = {
  'blocks.tariff-calculator': () => import('./tariff-calculator-block'),
};
