import { render, screen } from '@testing-library/react';
import { Fieldset } from './fieldset';

describe('Fieldset', () => {
  it('names the group by its legend and describes it by hint and error', () => {
    render(
      <Fieldset legend="Your address" hint="Where we deliver the SIM" error="Address is incomplete">
        <input aria-label="Street" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Your address' });
    expect(group).toHaveAccessibleDescription('Address is incomplete Where we deliver the SIM');
    expect(screen.getByRole('textbox', { name: 'Street' })).toBeInTheDocument();
  });
});
