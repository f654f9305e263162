import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first thing keyboard users reach and points at the main content', async () => {
    render(
      <>
        <SkipLink>Skip to main content</SkipLink>
        <a href="/home">Home</a>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
  });
});
