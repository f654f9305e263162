import type { Locale, MessageSource } from '@site/shared-i18n';
import { screen, waitFor } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import type { Domain } from '../routing/domain';
import { renderDomainRoute } from './domain-routes';

/**
 * A detail route: reads the item by id with exactly `locale` and `populate=deep,10`, adds the slug to
 * the URL, titles the page with the item, and shows a not-found state for an unknown id.
 */
export function describeDetailRoute(
  domain: Domain,
  messages: MessageSource,
  base: string,
  apiPath: string,
  server: () => SetupServer,
) {
  describe(`${base}/:id/:slug?`, () => {
    it.each(['en', 'sw'] as Locale[])('shows the item in %s and completes the URL', async (locale) => {
      const requests: URL[] = [];
      server().events.on('request:start', ({ request }) => void requests.push(new URL(request.url)));
      const { router } = renderDomainRoute(domain, `${base}/art2`, locale, messages);
      const title = locale === 'en' ? 'Match report 2' : 'Ripoti ya mechi 2';
      expect(
        await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/art2/match-report-2`));
      const item = requests.find((url) => url.pathname === `/api/${apiPath}/art2`);
      expect(Object.fromEntries(item!.searchParams)).toEqual({ locale, populate: 'deep,10' });
      server().events.removeAllListeners();
    });

    it('shows a not-found state for an unknown id', async () => {
      renderDomainRoute(domain, `${base}/nope`, 'en', messages);
      expect(
        await screen.findByRole('heading', { level: 1, name: "We couldn't find that" }, { timeout: 15_000 }),
      ).toBeInTheDocument();
    });
  });
}
