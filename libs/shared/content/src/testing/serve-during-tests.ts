import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * Runs an MSW server for the whole spec file (unhandled requests fail the test) and returns the log
 * of the requests it saw, emptied before each test; handlers a test adds are dropped after it.
 */
export function serveDuringTests(server: SetupServer): URL[] {
  const requests: URL[] = [];
  const record = ({ request }: { request: Request }) => void requests.push(new URL(request.url));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    requests.length = 0;
    server.events.on('request:start', record);
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return requests;
}
