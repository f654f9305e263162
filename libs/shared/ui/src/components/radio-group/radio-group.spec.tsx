import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRegistered } from '../../testing/render-registered';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'prepaid', label: 'Prepaid' },
  { value: 'postpaid', label: 'Postpaid', hint: 'Monthly bill' },
];

describe('RadioGroup', () => {
  it('is a named group of radios; a choice checks one radio', async () => {
    render(<RadioGroup legend="Plan type" name="plan" options={options} error="Choose a plan" />);
    expect(screen.getByRole('group', { name: 'Plan type' })).toHaveAccessibleDescription('Choose a plan');
    const postpaid = screen.getByRole('radio', { name: 'Postpaid' });
    expect(postpaid).toHaveAccessibleDescription('Monthly bill');
    await userEvent.click(postpaid);
    expect(postpaid).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Prepaid' })).not.toBeChecked();
  });

  it('works with react-hook-form register()', async () => {
    const { onSubmit, submit } = renderRegistered('plan', (registration) => (
      <RadioGroup legend="Plan" options={options} {...registration} />
    ));
    await userEvent.click(screen.getByRole('radio', { name: 'Prepaid' }));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ plan: 'prepaid' });
  });
});
