import { waitFor } from '@testing-library/react';
import {
  describeDetailRoute,
  domainCmsServer,
  domainPagePaths,
  findPageHeading,
  fixtureTitle,
  renderDomainRoute,
} from '@site/shared-blocks/testing';
import { businessMessages } from './messages';
import { businessDomain } from './routes';

const server = domainCmsServer(businessDomain);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe.each(['en', 'sw'] as const)('business routes in %s', (locale) => {
  it.each(domainPagePaths(businessDomain))('$path shows its CMS heading', async ({ path, name }) => {
    renderDomainRoute(businessDomain, path, locale, businessMessages);
    expect(await findPageHeading(fixtureTitle(name, locale))).toBeInTheDocument();
  });
});

describeDetailRoute(businessDomain, businessMessages, '/vodacom-business', 'vbu-services', () => server);

describe('redirects', () => {
  it('/vodacombusinesscommunity replaces itself with /vodacom-business', async () => {
    const { router } = renderDomainRoute(businessDomain, '/vodacombusinesscommunity', 'en', businessMessages);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vodacom-business'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
