import type { Domain } from '@site/shared-routing';
import { mergedParts, siteBlocks, siteCollections } from './domain-parts';

const list = { load: async () => ({ default: () => null }) };
const lending = (lists: Domain['lends']['lists']) => ({ lends: { blocks: {}, lists } }) as unknown as Domain;

describe('what the domains bring the site', () => {
  it('puts every domain’s together', () => {
    expect(Object.keys(siteBlocks.lists).sort()).toEqual([
      'announcements',
      'device-updates',
      'events',
      'foundation-updates',
      'news-updates',
      'sport-updates',
      'vbu-services',
    ]);
    expect(Object.keys(siteBlocks.blocks)).toEqual(['blocks.event-calendar']);
    expect(siteCollections['tariff-bands']?.path).toBe('/tariff-bands');
  });

  it('refuses a name two domains claim', () => {
    const domains = [lending({ 'news-updates': list }), lending({ 'news-updates': list })];
    expect(() => mergedParts(domains, 'collection list', (domain) => domain.lends.lists)).toThrow(
      'Two domains own the collection list "news-updates"',
    );
  });
});
