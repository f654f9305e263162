import { render, screen } from '@testing-library/react';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows its text with the tone class', () => {
    render(<Badge tone="success">Mpya</Badge>);
    expect(screen.getByText('Mpya')).toHaveClass('badge', 'success');
  });
});
