import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { localized } from '../../storybook/localized';
import { RadioGroup } from './radio-group';

/** One choice of a few, as a fieldset of radios with hints; arrow keys move the choice. */
const meta = { title: 'UI/Forms/RadioGroup', component: RadioGroup } satisfies Meta<typeof RadioGroup>;
export default meta;

const planType = { en: 'Plan type', sw: 'Aina ya mpango' };
const plans = {
  en: [
    { value: 'prepaid', label: 'Prepaid', hint: 'Top up when you need to' },
    { value: 'postpaid', label: 'Postpaid', hint: 'One bill at the end of the month' },
    { value: 'business', label: 'Business line' },
  ],
  sw: [
    { value: 'prepaid', label: 'Malipo kabla', hint: 'Ongeza salio unapohitaji' },
    { value: 'postpaid', label: 'Malipo baadaye', hint: 'Bili moja mwisho wa mwezi' },
    { value: 'business', label: 'Laini ya biashara' },
  ],
};

export const Default: StoryObj<typeof RadioGroup> = {
  args: { name: 'plan' },
  render: localized(RadioGroup, { legend: planType, options: plans }),
  play: async ({ canvas, userEvent }) => {
    const radios = canvas.getAllByRole('radio');
    await userEvent.click(radios[1] as HTMLElement);
    await expect(radios[1]).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[2]).toBeChecked();
  },
};

export const WithError: StoryObj<typeof RadioGroup> = {
  args: { name: 'plan', required: true },
  render: localized(RadioGroup, {
    legend: planType,
    options: plans,
    error: { en: 'Choose a plan type', sw: 'Chagua aina ya mpango' },
  }),
};
