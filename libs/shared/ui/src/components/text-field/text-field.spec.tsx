import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
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
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ phone: string }>();
      return (
        <form onSubmit={handleSubmit((values) => onSubmit(values))}>
          <TextField label="Phone" {...register('phone')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '0754000000');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ phone: '0754000000' });
  });
});
