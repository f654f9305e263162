import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { vi } from 'vitest';

/**
 * Renders a control registered with react-hook-form as `name` inside a form, the way the site's
 * forms use them. `submit()` presses the form's button; `onSubmit` receives the form's values.
 */
export function renderRegistered(name: string, control: (registration: UseFormRegisterReturn) => ReactNode) {
  const onSubmit = vi.fn();
  function Form() {
    const { register, handleSubmit } = useForm<Record<string, string>>();
    return (
      <form onSubmit={handleSubmit((values) => onSubmit(values))}>
        {control(register(name))}
        <button type="submit">Submit</button>
      </form>
    );
  }
  render(<Form />);
  return { onSubmit, submit: () => userEvent.click(screen.getByRole('button', { name: 'Submit' })) };
}
