import type { Block, BlockComponent } from '../types/model.generated';
import { requiredBlockFields as required } from './block-shapes.generated';
import { isRecord } from './content-error';

/**
 * A block missing a field it cannot do without (requiredBlockFields, generated from the content model)
 * is dropped (the rest of the page still renders) instead of crashing its renderer.
 */
export function isKnownBlock(value: unknown): value is Block {
  if (!isRecord(value) || typeof value['__component'] !== 'string') return false;
  const shape = required[value['__component'] as BlockComponent];
  if (!shape) return true; // unknown components pass here; the renderer skips them
  return (
    (shape.strings ?? []).every((key) => typeof value[key] === 'string') &&
    (shape.arrays ?? []).every((key) => Array.isArray(value[key]))
  );
}
