import { render, screen } from '@testing-library/react';
import { Button } from '../button/button';
import { NoticePage } from './notice-page';

describe('NoticePage', () => {
  it('is a region named by its title, its code hidden from screen readers, with its ways on', () => {
    render(
      <NoticePage
        code="404"
        title="Ukurasa haupatikani"
        actions={<Button href="/sw">Ukurasa wa mwanzo</Button>}
      >
        Ukurasa uliouomba haupo.
      </NoticePage>,
    );
    expect(screen.getByRole('region', { name: 'Ukurasa haupatikani' })).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Ukurasa haupatikani' }),
    );
    expect(screen.getByText('404')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Ukurasa wa mwanzo' })).toHaveAttribute('href', '/sw');
  });

  it('shows no code and no actions when it has none', () => {
    render(<NoticePage title="Page not found">Try the home page.</NoticePage>);
    expect(screen.getByRole('region', { name: 'Page not found' })).toHaveTextContent(
      /^Page not foundTry the home page\.$/,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
