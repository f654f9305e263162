import {
  domainCmsServer,
  domainPagePaths,
  findPageHeading,
  fixtureTitle,
  renderDomainRoute,
} from '@site/shared-blocks/testing';
import { supportMessages } from './messages';
import { supportDomain } from './routes';

const server = domainCmsServer(supportDomain);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe.each(['en', 'sw'] as const)('support routes in %s', (locale) => {
  it.each(domainPagePaths(supportDomain))('$path shows its CMS heading', async ({ path, name }) => {
    renderDomainRoute(supportDomain, path, locale, supportMessages);
    expect(await findPageHeading(fixtureTitle(name, locale))).toBeInTheDocument();
  });
});
