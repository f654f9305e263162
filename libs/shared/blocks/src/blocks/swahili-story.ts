import { storyCopySw } from './story-copy-sw';

/**
 * A story fixture's Kiswahili twin: every string the catalog knows is replaced by its translation,
 * everything else (links, codes, icons, numbers) is kept, so a story states its content once.
 */
export function inSwahili<T>(fixture: T): T {
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

/** A block story in Kiswahili: the interface language follows the `locale` parameter. */
export function swahiliStory<B>(block: B) {
  return { parameters: { locale: 'sw' }, args: { block } };
}
