import { setupServer } from 'msw/node';
import type { Block } from '../types/model.generated';
import { cmsHandlers } from './cms-handlers';

/**
 * The mocked CMS of the store's specs (one page, `internet`, of two blocks), and how many requests reached it since
 * the test began (a spec may set it back to 0 after its setup).
 */
export function countedCms() {
  const blocks: Block[] = [
    // Numbered as Strapi numbers each component of a page.
    { __component: 'blocks.hero', id: 1, title: 'Internet bundles' },
    {
      __component: 'blocks.rich-text',
      id: 2,
      body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Daily, weekly and monthly.' }] }],
    },
  ];
  const server = setupServer(
    ...cmsHandlers({
      internet: {
        en: { title: 'Internet bundles', seo: { metaTitle: 'Internet bundles | Vodacom' }, blocks },
      },
    }),
  );
  const seen = { requests: 0 };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    seen.requests = 0;
    server.events.on('request:start', () => void (seen.requests += 1));
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return { server, seen };
}
