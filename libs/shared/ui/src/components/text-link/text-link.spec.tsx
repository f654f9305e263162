import { render, screen } from '@testing-library/react';
import { LinkProvider, type LinkComponentProps } from '../../utils/link';
import { TextLink } from './text-link';

describe('TextLink', () => {
  it('announces that an external link opens a new tab', () => {
    render(
      <TextLink href="https://example.org" external newTabLabel="opens in a new tab">
        Terms
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'Terms (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('uses the link component from LinkProvider', () => {
    const RouterLink = ({ href, children, ...rest }: LinkComponentProps) => (
      <a href={`/sw${href}`} {...rest}>
        {children}
      </a>
    );
    render(
      <LinkProvider component={RouterLink}>
        <TextLink href="/vifurushi">Vifurushi</TextLink>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Vifurushi' })).toHaveAttribute('href', '/sw/vifurushi');
  });
});
