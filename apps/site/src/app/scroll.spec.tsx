import { act, screen } from '@testing-library/react';
import { createCmsServer } from '../testing/cms-server';
import { renderApp } from '../testing/render-app';

const server = createCmsServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('scroll restoration (behaviour §4)', () => {
  it('scrolls to the top on a new navigation and restores the saved position on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderApp('/internet-overview');
    await screen.findByRole('heading', { level: 1, name: 'Internet bundles' }, { timeout: 15_000 });

    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    await act(() => router.navigate('/voice-sms'));
    await screen.findByRole('heading', { level: 1, name: 'Voice and SMS' }, { timeout: 15_000 });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Internet bundles' }, { timeout: 15_000 });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
