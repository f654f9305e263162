import { storyCopySw } from './story-copy-sw';

/**
 * A story fixture's Kiswahili twin: every string the catalog knows is replaced by its translation,
 * everything else (links, codes, icons, numbers) is kept, so a story states its content once.
 */
function inSwahili<T>(fixture: T): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return Object.hasOwn(storyCopySw, value) ? storyCopySw[value] : value;
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    }
    return value;
  };
  return walk(fixture) as T;
}

/**
 * The Swahili story of a block: the English story's `block` in Kiswahili, interface included, with
 * the fields `differences` returns where the Swahili page really differs (fewer items, a theme).
 */
export function swahiliStory<B extends object, D extends object = object>(
  block: B,
  differences?: (swahili: B) => D,
) {
  const swahili = inSwahili(block);
  const changed: Omit<B, keyof D> & D = Object.assign({}, swahili, differences?.(swahili));
  return { parameters: { locale: 'sw' }, args: { block: changed } };
}
