import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRegistered } from '../../testing/render-registered';
import { TextField } from './text-field';

describe('TextField', () => {
  it('links label, hint and error to the input', () => {
    render(<TextField label="Phone number" hint="Starts with 07" error="Enter a valid number" required />);
    const input = screen.getByRole('textbox', { name: /Phone number/ });
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter a valid number Starts with 07');
  });

  it('is valid and undescribed without hint or error', () => {
    render(<TextField label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('works with react-hook-form register()', async () => {
    const { onSubmit, submit } = renderRegistered('phone', (registration) => (
      <TextField label="Phone" {...registration} />
    ));
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '0754000000');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ phone: '0754000000' });
  });
});
