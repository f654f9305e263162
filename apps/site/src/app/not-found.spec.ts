import { contentApi } from '@site/shared-content';
import { siteRouterContext } from '@site/shared-routing';
import { testCmsApiUrl } from '@site/shared-testing';
import { createStaticHandler } from 'react-router';
import { siteBlocks } from './domain-parts';
import { createAppRoutes } from './routes';
import { createAppStore } from './store';
import { createCmsServer } from '../testing/cms-server';

const server = createCmsServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('an unmatched path on the server', () => {
  it.each([
    ['en', 'http://site.test/no-such-page', undefined],
    ['sw', 'http://site.test/sw/no-such-page', '/sw'],
  ] as const)(
    'is a 404 whose render has the sidebar (%s): the footer needs no script',
    async (locale, url, basename) => {
      const store = createAppStore({ cms: { apiUrl: testCmsApiUrl() } });
      const handler = createStaticHandler(createAppRoutes(), basename ? { basename } : undefined);
      const context = await handler.query(new Request(url), {
        requestContext: siteRouterContext({ store, locale, siteBlocks }),
      });
      expect(context).toMatchObject({ statusCode: 404 });
      const sidebar = contentApi.endpoints.getSidebar.select({ locale })(store.getState());
      expect(sidebar.data).toMatchObject({ footerGroups: expect.arrayContaining([expect.anything()]) });
    },
  );
});
