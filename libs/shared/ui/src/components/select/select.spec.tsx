import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './select';

const regions = [
  { value: 'dar', label: 'Dar es Salaam' },
  { value: 'arusha', label: 'Arusha' },
];

describe('Select', () => {
  it('starts on the placeholder and changes on choice', async () => {
    const onChange = vi.fn();
    render(<Select label="Region" options={regions} placeholder="Choose a region" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Arusha');
    expect(select).toHaveValue('arusha');
    expect(onChange).toHaveBeenCalled();
  });

  it('describes its hint and error', () => {
    render(<Select label="Region" options={regions} hint="Where you live" error="Choose a region" />);
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Choose a region Where you live');
  });
});
