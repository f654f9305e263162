import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Link, NavLink } from './links';

function Where() {
  return <output>{useLocation().pathname}</output>;
}

/** The links on every page of a small app, at `path`, under `basename` when given. */
function inApp(links: ReactNode, path = '/', basename?: string) {
  const page = () => (
    <>
      {links}
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', Component: page },
      { path: '/mpesa', Component: page },
      { path: '/mpesa/send-money', Component: page },
    ],
    { initialEntries: [basename ? `${basename}${path === '/' ? '' : path}` : path], basename },
  );
  return <RouterProvider router={router} />;
}

const where = () => screen.getByRole('status').textContent;

describe('Link', () => {
  it('is an anchor to the page in the HTML, under the language base on a Swahili page', () => {
    // eslint-disable-next-line testing-library/render-result-naming-convention -- server HTML, not a Testing Library render
    const english = renderToString(inApp(<Link to="/mpesa">M-Pesa</Link>));
    expect(english).toContain('<a href="/mpesa">M-Pesa</a>');
    // eslint-disable-next-line testing-library/render-result-naming-convention -- server HTML, not a Testing Library render
    const swahili = renderToString(inApp(<Link to="/mpesa">M-Pesa</Link>, '/', '/sw'));
    expect(swahili).toContain('<a href="/sw/mpesa">M-Pesa</a>');
  });

  it('navigates in the app on a plain click', async () => {
    const user = userEvent.setup();
    render(inApp(<Link to="/mpesa">M-Pesa</Link>));
    await user.click(screen.getByRole('link', { name: 'M-Pesa' }));
    expect(where()).toBe('/mpesa');
  });

  it('leaves a click with a modifier key, or for another window, to the browser', async () => {
    const user = userEvent.setup();
    render(
      inApp(
        <>
          <Link to="/mpesa">M-Pesa</Link>
          <Link to="/mpesa" target="_blank">
            M-Pesa in a new tab
          </Link>
        </>,
      ),
    );
    // Whether the browser's own action (following the link) was left to happen, read after the app's
    // handlers; then prevented, as jsdom cannot open another document.
    const leftToBrowser: boolean[] = [];
    const browser = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    fireEvent.click(screen.getByRole('link', { name: 'M-Pesa' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'M-Pesa' }), { metaKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'M-Pesa' }), { shiftKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'M-Pesa in a new tab' }));
    await user.click(screen.getByRole('link', { name: 'M-Pesa' }));
    window.removeEventListener('click', browser);
    expect(leftToBrowser).toEqual([true, true, true, true, false]);
    expect(where()).toBe('/mpesa');
  });

  it('does not navigate when its own click handler prevents it', async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    render(
      inApp(
        <Link
          to="/mpesa"
          onClick={(event) => {
            event.preventDefault();
            opened.push('dialog');
          }}
        >
          Search
        </Link>,
      ),
    );
    await user.click(screen.getByRole('link', { name: 'Search' }));
    expect(opened).toEqual(['dialog']);
    expect(where()).toBe('/');
  });
});

describe('NavLink', () => {
  const menu = (
    <>
      <NavLink to="/" className="link">
        Home
      </NavLink>
      <NavLink to="/mpesa" className="link">
        M-Pesa
      </NavLink>
    </>
  );

  it('marks the link to the current page, and only that one', () => {
    render(inApp(menu, '/mpesa'));
    const current = screen.getByRole('link', { name: 'M-Pesa' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveClass('link', 'active');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).not.toHaveAttribute('aria-current');
    expect(home).toHaveAttribute('class', 'link');
  });

  it('does not mark a section link on its subpages', () => {
    render(inApp(menu, '/mpesa/send-money'));
    expect(screen.getByRole('link', { name: 'M-Pesa' })).not.toHaveAttribute('aria-current');
  });

  it('marks its page under the Swahili base, whatever the letter case of the address', () => {
    render(inApp(menu, '/MPesa', '/sw'));
    expect(screen.getByRole('link', { name: 'M-Pesa' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'M-Pesa' })).toHaveAttribute('href', '/sw/mpesa');
  });

  it('moves the mark when a click navigates', async () => {
    const user = userEvent.setup();
    render(inApp(menu, '/'));
    await user.click(screen.getByRole('link', { name: 'M-Pesa' }));
    expect(screen.getByRole('link', { name: 'M-Pesa' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
