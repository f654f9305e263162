import type { BlockRegistry } from '@site/shared-blocks';
import { tariffReads } from '../api/mpesa-api';

/** Blocks only the mpesa domain renders (added to the shared renderers on its pages). */
export const mpesaBlocks: BlockRegistry = {
  'blocks.tariff-calculator': {
    load: () => import('./tariff-calculator-block'),
    reads: tariffReads,
    eager: true,
  },
};
