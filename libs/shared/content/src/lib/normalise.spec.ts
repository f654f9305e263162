import { flattenStrapi } from './normalise';

describe('flattenStrapi', () => {
  it('flattens the v4 shape: attributes, wrapped relations and media', () => {
    const v4 = {
      data: {
        id: 3,
        attributes: {
          title: 'Internet',
          image: { data: { id: 9, attributes: { url: '/uploads/a.svg', mime: 'image/svg+xml' } } },
          deviceType: { data: { id: 2, attributes: { name: 'Phones' } } },
          blocks: [{ __component: 'blocks.hero', title: 'Fast' }],
        },
      },
      meta: {},
    };
    expect(flattenStrapi(v4)).toEqual({
      data: {
        id: 3,
        title: 'Internet',
        image: { id: 9, url: '/uploads/a.svg', mime: 'image/svg+xml' },
        deviceType: { id: 2, name: 'Phones' },
        blocks: [{ __component: 'blocks.hero', title: 'Fast' }],
      },
      meta: {},
    });
  });

  it('leaves the flat Strapi 5 shape unchanged', () => {
    const v5 = { data: { id: 3, documentId: 'abc', title: 'Internet', blocks: [] }, meta: {} };
    expect(flattenStrapi(v5)).toEqual(v5);
  });

  it('flattens a v4 list', () => {
    expect(
      flattenStrapi({ data: [{ id: 1, attributes: { title: 'A' } }], meta: { pagination: { page: 1 } } }),
    ).toEqual({
      data: [{ id: 1, title: 'A' }],
      meta: { pagination: { page: 1 } },
    });
  });
});
