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

  it('lists each page of a domain once, a page in two of its groups too', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const banner = await screen.findByRole('banner');
    await user.click(within(banner).getByRole('link', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    // A closed section's list is in the page but hidden until it opens.
    const lists = within(menu).getAllByRole('list', { hidden: true });
    for (const list of lists) {
      const paths = within(list)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href'));
      expect(paths).toEqual([...new Set(paths)]);
    }
    // docs/behaviour.md §2: Lipa kwa Simu is in M-Pesa's Insurance and Payment services groups.
    expect(within(menu).getAllByRole('link', { name: 'Lipa kwa Simu', hidden: true })).toHaveLength(1);
  });
});
