import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is a labelled multi-line field with its error described', async () => {
    render(<TextArea label="Ujumbe" error="Andika ujumbe wako" />);
    const field = screen.getByRole('textbox', { name: 'Ujumbe' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Andika ujumbe wako');
    await userEvent.type(field, 'Habari');
    expect(field).toHaveValue('Habari');
  });

  it('forwards its ref', () => {
    const ref = { current: null as HTMLTextAreaElement | null };
    render(<TextArea label="Message" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Message' }));
  });
});
