import { setupServer } from 'msw/node';
import { cmsHandlers } from './cms-handlers';

/**
 * The mocked CMS of the store's specs (one page, `internet`), and how many requests reached it since
 * the test began (a spec may set it back to 0 after its setup).
 */
export function countedCms() {
  const server = setupServer(...cmsHandlers({ internet: { en: { title: 'Internet bundles' } } }));
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
