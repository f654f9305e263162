import { itemPath } from './paths.ts';

describe('itemPath', () => {
  it('builds a detail route with the entry slug, or one made from its title', () => {
    expect(itemPath('/sport-news', { documentId: 'ab1', slug: 'taifa-stars-win' })).toBe(
      '/sport-news/ab1/taifa-stars-win',
    );
    expect(itemPath('/devices', { documentId: 'd1', title: 'Galaxy A16 5G' })).toBe(
      '/devices/d1/galaxy-a16-5g',
    );
  });
});
