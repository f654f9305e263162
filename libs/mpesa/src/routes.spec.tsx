import {
  domainCmsServer,
  domainPagePaths,
  findPageHeading,
  fixtureTitle,
  renderDomainRoute,
} from '@site/shared-blocks/testing';
import { mpesaMessages } from './messages';
import { mpesaDomain } from './routes';

const server = domainCmsServer(mpesaDomain);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe.each(['en', 'sw'] as const)('mpesa routes in %s', (locale) => {
  it.each(domainPagePaths(mpesaDomain))('$path shows its CMS heading', async ({ path, name }) => {
    renderDomainRoute(mpesaDomain, path, locale, mpesaMessages);
    expect(await findPageHeading(fixtureTitle(name, locale))).toBeInTheDocument();
  });
});
