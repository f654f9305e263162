import {
  describeDetailRoute,
  domainCmsServer,
  domainPagePaths,
  findPageHeading,
  fixtureTitle,
  renderDomainRoute,
} from '@site/shared-blocks/testing';
import { investorMessages } from './messages';
import { investorDomain } from './routes';

const server = domainCmsServer(investorDomain);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe.each(['en', 'sw'] as const)('investor routes in %s', (locale) => {
  it.each(domainPagePaths(investorDomain))('$path shows its CMS heading', async ({ path, name }) => {
    renderDomainRoute(investorDomain, path, locale, investorMessages);
    expect(await findPageHeading(fixtureTitle(name, locale))).toBeInTheDocument();
  });
});

describeDetailRoute(investorDomain, investorMessages, '/news-event', 'news-updates', () => server);
describeDetailRoute(investorDomain, investorMessages, '/foundation-news', 'foundation-updates', () => server);
