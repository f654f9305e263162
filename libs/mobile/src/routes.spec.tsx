import { waitFor } from '@testing-library/react';
import {
  describeDetailRoute,
  domainCmsServer,
  domainPagePaths,
  findPageHeading,
  fixtureTitle,
  renderDomainRoute,
} from '@site/shared-blocks/testing';
import { mobileMessages } from './messages';
import { mobileDomain } from './routes';

const server = domainCmsServer(mobileDomain);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe.each(['en', 'sw'] as const)('mobile routes in %s', (locale) => {
  it.each(domainPagePaths(mobileDomain))('$path shows its CMS heading', async ({ path, name }) => {
    renderDomainRoute(mobileDomain, path, locale, mobileMessages);
    expect(await findPageHeading(fixtureTitle(name, locale))).toBeInTheDocument();
  });
});

describeDetailRoute(mobileDomain, mobileMessages, '/sport-news', 'sport-updates', () => server);
describeDetailRoute(mobileDomain, mobileMessages, '/devices', 'device-updates', () => server);

describe('redirects', () => {
  it('/5G goes to /fwa, which leaves for the configured external page', async () => {
    const { router } = renderDomainRoute(mobileDomain, '/5G', 'en', mobileMessages);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fwa'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
