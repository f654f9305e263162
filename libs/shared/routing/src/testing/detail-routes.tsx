import type { Locale, MessageSource } from '@site/shared-i18n';
import { screen, waitFor } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import type { Domain } from '../domain';
import { renderDomainRoute } from './domain-routes';

/**
 * A detail route: its loader reads the entry by id once, with exactly `locale` and `populate=deep,10`,
 * completes the URL with the entry's slug, and an unknown id shows the route's not-found view.
 */
export function describeDetailRoute(
  domain: Domain,
  messages: MessageSource,
  base: string,
  collection: string,
  server: () => SetupServer,
) {
  const apiPath = domain.collections[collection]?.path ?? `/${collection}`;
  describe(`${base}/:id/:slug?`, () => {
    it.each(['en', 'sw'] as Locale[])(
      'shows the entry in %s, read once, and completes the URL',
      async (locale) => {
        const requests: URL[] = [];
        server().events.on('request:start', ({ request }) => void requests.push(new URL(request.url)));
        const { router } = renderDomainRoute(domain, `${base}/art2`, locale, messages);
        const title = locale === 'en' ? 'Sport update 2' : 'Habari za michezo 2';
        expect(
          await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 }),
        ).toBeInTheDocument();
        await waitFor(() =>
          expect(router.state.location.pathname).toBe(
            `${locale === 'sw' ? '/sw' : ''}${base}/art2/sport-update-2`,
          ),
        );
        const reads = requests.filter((url) => url.pathname === `/api${apiPath}/art2`);
        expect(reads).toHaveLength(1);
        expect(Object.fromEntries(reads[0]!.searchParams)).toEqual({ locale, populate: 'deep,10' });
        server().events.removeAllListeners();
      },
    );

    it('shows a not-found view for an unknown id', async () => {
      renderDomainRoute(domain, `${base}/nope`, 'en', messages);
      expect(
        await screen.findByRole('heading', { level: 1, name: "We couldn't find that" }, { timeout: 15_000 }),
      ).toBeInTheDocument();
    });
  });
}
