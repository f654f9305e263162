import { render, screen } from '@testing-library/react';
import { SkeletonPage } from './skeleton-page';

describe('SkeletonPage', () => {
  it('is a busy status announcing its label', () => {
    render(<SkeletonPage label="Inapakia ukurasa…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Inapakia ukurasa…');
  });
});
