import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles from its label and reports an error', async () => {
    render(<Checkbox label="I accept the terms" required error="You must accept the terms" />);
    const box = screen.getByRole('checkbox', { name: /I accept the terms/ });
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('You must accept the terms');
    await userEvent.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
  });
});
