import {
  domainCmsServer,
  domainPagePaths,
  findPageHeading,
  fixtureTitle,
  renderDomainRoute,
} from '@site/shared-blocks/testing';
import { foundationMessages } from './messages';
import { foundationDomain } from './routes';

const server = domainCmsServer(foundationDomain);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe.each(['en', 'sw'] as const)('foundation routes in %s', (locale) => {
  it.each(domainPagePaths(foundationDomain))('$path shows its CMS heading', async ({ path, name }) => {
    renderDomainRoute(foundationDomain, path, locale, foundationMessages);
    expect(await findPageHeading(fixtureTitle(name, locale))).toBeInTheDocument();
  });
});
