import { render, screen } from '@testing-library/react';
import { Grid } from './grid';

describe('Grid', () => {
  it('renders a list when used as one and passes the column count to CSS', () => {
    render(
      <Grid as="ul" columns={4}>
        <li>One</li>
        <li>Two</li>
      </Grid>,
    );
    const list = screen.getByRole('list');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list.style.getPropertyValue('--grid-columns')).toBe('4');
  });
});
