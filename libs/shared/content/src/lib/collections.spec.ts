import { collectionOf, mergeCollections, type CollectionRegistry } from './collections';

const spec = { path: '/news-updates', pageSize: 9, sort: 'publishDate:desc' };

describe('the site’s collections', () => {
  it('put every domain’s together', () => {
    const news: CollectionRegistry = { 'news-updates': { spec } };
    const sport: CollectionRegistry = { 'sport-updates': { spec: { ...spec, path: '/sport-updates' } } };
    expect(Object.keys(mergeCollections([news, sport]))).toEqual(['news-updates', 'sport-updates']);
  });

  it('refuse a name two domains claim', () => {
    const one: CollectionRegistry = { 'news-updates': { spec } };
    const two: CollectionRegistry = { 'news-updates': { spec: { ...spec, pageSize: 12 } } };
    expect(() => mergeCollections([one, two])).toThrow('Two domains own the collection "news-updates"');
  });

  it('know no collection an editor typed that no domain owns, nor an object’s own keys', () => {
    const registry = mergeCollections([{ 'news-updates': { spec } }]);
    expect(collectionOf(registry, 'news-updates')?.spec).toBe(spec);
    expect(collectionOf(registry, 'toString')).toBeUndefined();
    expect(collectionOf(registry, 'press')).toBeUndefined();
  });
});
