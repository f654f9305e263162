import type { Block, BlockComponent } from '../types/blocks';
import { isRecord } from './content-error';

/**
 * The fields each block cannot do without. A block missing one is dropped (the rest of the page
 * still renders) instead of crashing its renderer.
 */
const required: Record<BlockComponent, { strings?: string[]; arrays?: string[] }> = {
  'blocks.hero': { strings: ['title'] },
  'blocks.carousel': { arrays: ['slides'] },
  'blocks.rich-text': { arrays: ['body'] },
  'blocks.card-grid': { arrays: ['cards'] },
  'blocks.bundle-table': { arrays: ['bundles'] },
  'blocks.feature-list': { arrays: ['features'] },
  'blocks.how-to-steps': { arrays: ['steps'] },
  'blocks.faq-list': { arrays: ['items'] },
  'blocks.call-to-action': { strings: ['title'] },
  'blocks.image-text': { strings: ['title'] },
  'blocks.documents-list': { arrays: ['documents'] },
  'blocks.people-grid': { arrays: ['people'] },
  'blocks.event-calendar': {},
  'blocks.key-figures': { arrays: ['figures'] },
  'blocks.app-links': { strings: ['title'] },
  'blocks.contact-channels': { arrays: ['channels'] },
  'blocks.video-link': { strings: ['title', 'url'] },
  'blocks.collection-embed': { strings: ['collection'] },
  'blocks.form-embed': { strings: ['form'] },
  'blocks.tariff-calculator': {},
  'blocks.cookie-preferences': {},
};

export function isKnownBlock(value: unknown): value is Block {
  if (!isRecord(value) || typeof value['__component'] !== 'string') return false;
  const shape = required[value['__component'] as BlockComponent];
  if (!shape) return true; // unknown components pass here; the renderer skips them
  return (
    (shape.strings ?? []).every((key) => typeof value[key] === 'string') &&
    (shape.arrays ?? []).every((key) => Array.isArray(value[key]))
  );
}
