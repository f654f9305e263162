import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCmsServer } from '../testing/cms-server';
import { renderApp } from '../testing/render-app';

const server = createCmsServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the phone menu', () => {
  it('is a link to the footer’s pages that, once the app runs, opens the menu in place', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const banner = await screen.findByRole('banner');
    const trigger = within(banner).getByRole('link', { name: 'Menu' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger.getAttribute('href')).toMatch(/^#/);
    await user.click(trigger);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('navigation')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });
});
