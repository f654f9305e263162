import { render, screen } from '@testing-library/react';
import { Logo } from './logo';

describe('Logo', () => {
  it('is one image named by the label prop', () => {
    render(<Logo label="Vodacom Tanzania home" />);
    expect(screen.getByRole('img', { name: 'Vodacom Tanzania home' })).toBeInTheDocument();
  });

  it('can render the mark alone at a given height', () => {
    render(<Logo label="Home" markOnly height={32} />);
    const logo = screen.getByRole('img', { name: 'Home' });
    expect(logo).toHaveAttribute('width', '32');
    expect(logo).not.toHaveTextContent('Vodacom');
  });
});
