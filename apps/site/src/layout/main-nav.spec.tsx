import type { NavSection } from '@site/shared-routing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { MainNav } from './main-nav';

// Labels as the domains declare them; with no catalog here, each shows its English text.
const label = (text: string) => ({ id: `demo.${text}`, defaultMessage: text });
const sections: NavSection[] = [
  {
    domain: 'mpesa',
    label: label('M-Pesa'),
    links: [{ label: label('Send money'), path: '/mpesa' }],
    groups: [],
  },
  {
    domain: 'business',
    label: label('Business'),
    links: [],
    groups: [{ label: label('Solutions'), links: [{ label: label('Large enterprises'), path: '/large' }] }],
  },
];

const withContext = (children: ReactNode) => {
  const Stub = createRoutesStub([{ path: '*', Component: () => children }]);
  return (
    <IntlProvider locale="en" messages={{ 'shell.nav.label': 'Main menu' }} onError={() => undefined}>
      <Stub />
    </IntlProvider>
  );
};

// The menu's state is the native disclosure's own: read from the element, as the browser shows it.
const section = (name: string) =>
  // eslint-disable-next-line testing-library/no-node-access -- a <details> has no name to query it by
  screen.getByText(name, { selector: 'summary' }).parentElement as HTMLDetailsElement;

describe('MainNav', () => {
  it('is native disclosures with every link in the HTML: it works before the script runs', () => {
    // eslint-disable-next-line testing-library/render-result-naming-convention -- server HTML, not a Testing Library render
    const html = renderToString(withContext(<MainNav sections={sections} />));
    expect(html.match(/<details name="site-menu"/g)).toHaveLength(2);
    expect(html).toContain('<summary');
    expect(html).toContain('href="/mpesa"');
    expect(html).toContain('href="/large"');
  });

  it('opens a section and closes it on Escape, returning focus to its summary', async () => {
    const user = userEvent.setup();
    render(withContext(<MainNav sections={sections} />));
    await user.click(screen.getByText('M-Pesa'));
    expect(section('M-Pesa').open).toBe(true);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Send money' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(section('M-Pesa').open).toBe(false);
    expect(screen.getByText('M-Pesa')).toHaveFocus();
  });

  it('closes on a tap outside it and on following one of its links', async () => {
    const user = userEvent.setup();
    render(
      withContext(
        <>
          <MainNav sections={sections} />
          <p>Outside</p>
        </>,
      ),
    );
    await user.click(screen.getByText('Business'));
    expect(section('Business').open).toBe(true);
    await user.click(screen.getByText('Outside'));
    expect(section('Business').open).toBe(false);

    await user.click(screen.getByText('Business'));
    await user.click(screen.getByRole('link', { name: 'Large enterprises' }));
    expect(section('Business').open).toBe(false);
  });
});
