import { render, screen } from '@testing-library/react';
import { Section } from './section';

describe('Section', () => {
  it('is a named region when labelled by its heading', () => {
    render(
      <Section aria-labelledby="offers-title" tone="grey">
        <h2 id="offers-title">Offers</h2>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Offers' });
    expect(region).toHaveClass('grey');
  });

  it('renders a plain div when used as a visual band', () => {
    render(
      <Section as="div" tone="red">
        Band
      </Section>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Band')).toHaveClass('red');
  });
});
