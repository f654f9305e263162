import type { MessageSource } from '@site/shared-i18n';
import type { PageTable } from '@site/shared-testing';
import type { Domain } from '../domain';
import { domainCmsServer, findPageHeading, renderDomainRoute } from './domain-routes';

export type DomainRead = {
  /** A path of the domain (a detail route with a fixture entry's id: `/sport-news/art1`). */
  path: string;
  /** What the page shows once its reads are in: its heading. */
  heading: string;
  /** The domain's own endpoints the page reads through: with the chrome's sidebar, the only ones. */
  endpoints: { name: string }[];
};

export type DomainReadsSuite = {
  domain: Domain;
  messages: MessageSource;
  /** CMS pages as a read needs them (a page with a block that reads), over the domain's fixtures. */
  pages?: PageTable;
  /** Lists by API segment, over the domain's fixtures (articles). */
  lists?: Record<string, (url: URL) => object[]>;
  reads: DomainRead[];
};

/**
 * The reads a domain's pages make, read from the store once a page shows: every entry (its loader's
 * reads and its components') is one of the domain's own endpoints, or the chrome's sidebar, and came
 * back from the CMS (MSW).
 */
export function describeDomainReads({ domain, messages, pages, lists, reads }: DomainReadsSuite) {
  const server = domainCmsServer(domain, pages, lists);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it.each(reads)('$path reads through its own endpoints', async ({ path, heading, endpoints }) => {
    const { store } = renderDomainRoute(domain, path, 'en', messages);
    expect(await findPageHeading(heading)).toBeInTheDocument();
    const entries = Object.values(store.getState().content.queries);
    expect(new Set(entries.map((entry) => entry?.endpointName))).toEqual(
      new Set(['getSidebar', ...endpoints.map((endpoint) => endpoint.name)]),
    );
    expect(entries.filter((entry) => entry?.status !== 'fulfilled')).toEqual([]);
  });
}
