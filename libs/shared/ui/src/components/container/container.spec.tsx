import { render, screen } from '@testing-library/react';
import { Container } from './container';

describe('Container', () => {
  it('renders its children in the requested landmark element', () => {
    render(<Container as="main">Karibu</Container>);
    expect(screen.getByRole('main')).toHaveTextContent('Karibu');
  });

  it('adds the narrow modifier for reading-width content', () => {
    render(<Container width="narrow">Text</Container>);
    expect(screen.getByText('Text')).toHaveClass('container', 'narrow');
  });
});
