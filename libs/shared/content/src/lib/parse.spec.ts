import { parseList, parsePage } from './parse';

/** A media file as Strapi 5 answers it, bookkeeping and all. */
const strapiMedia = {
  id: 25,
  documentId: 'gz5vzdkcxx31k2r5kufe2cth',
  name: 'mpesa-agent.svg',
  alternativeText: 'An M-Pesa agent at the counter',
  caption: 'An M-Pesa agent at the counter',
  focalPoint: null,
  width: 480,
  height: 360,
  formats: { small: { url: '/uploads/small_mpesa_agent.svg', width: 240, height: 180 } },
  hash: 'mpesa_agent_53ae485a93',
  ext: '.svg',
  mime: 'image/svg+xml',
  size: 2.58,
  url: '/uploads/mpesa_agent_53ae485a93.svg',
  previewUrl: null,
  provider: 'local',
  provider_metadata: null,
  createdAt: '2026-12-04T16:40:55.005Z',
  updatedAt: '2026-12-04T16:40:55.005Z',
  publishedAt: '2026-12-04T16:40:55.005Z',
};
const shown = {
  url: '/uploads/mpesa_agent_53ae485a93.svg',
  alternativeText: 'An M-Pesa agent at the counter',
  width: 480,
  height: 360,
  mime: 'image/svg+xml',
  size: 2.58,
  name: 'mpesa-agent.svg',
};

describe('what the store keeps of a media file', () => {
  it('is what the site shows of it, wherever it sits in a page', () => {
    const page = parsePage(
      {
        data: {
          title: 'M-Pesa',
          seo: { metaTitle: 'M-Pesa', shareImage: strapiMedia },
          blocks: [
            { __component: 'blocks.hero', id: 1, title: 'M-Pesa', image: strapiMedia },
            {
              __component: 'blocks.rich-text',
              id: 2,
              body: [{ type: 'image', image: strapiMedia, children: [{ type: 'text', text: '' }] }],
            },
          ],
        },
      },
      'en',
    );
    expect(page.seo?.shareImage).toEqual(shown);
    expect(page.blocks[0]).toEqual({ __component: 'blocks.hero', id: 1, title: 'M-Pesa', image: shown });
    expect(JSON.stringify(page.blocks[1])).toContain(JSON.stringify(shown));
    expect(JSON.stringify(page)).not.toMatch(/hash|provider|formats|createdAt/);
  });

  it("is the same in a list's entries, whose own fields stay whole", () => {
    const entry = {
      id: 2,
      documentId: 'a1',
      title: 'Supakasi',
      publishDate: '2026-10-28',
      image: strapiMedia,
    };
    const list = parseList<typeof entry>({ data: [entry], meta: {} }, 'en');
    expect(list.items).toEqual([{ ...entry, image: shown }]);
  });

  it('leaves a record that only looks like a file alone (no storage hash)', () => {
    const link = { url: '/mpesa', mime: 'text/html', label: 'M-Pesa' };
    const page = parsePage(
      { data: { title: 'x', blocks: [{ __component: 'blocks.hero', title: 'x', link }] } },
      'en',
    );
    expect(page.blocks[0]).toEqual({ __component: 'blocks.hero', title: 'x', link });
  });
});
