import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { localized } from '../../storybook/localized';
import { Checkbox } from './checkbox';

/** A labelled checkbox with its hint and, when required and unticked, its error. */
const meta = { title: 'UI/Forms/Checkbox', component: Checkbox } satisfies Meta<typeof Checkbox>;
export default meta;

export const Default: StoryObj<typeof Checkbox> = {
  render: localized(Checkbox, {
    label: { en: 'Send me offers by SMS', sw: 'Nitumie ofa kwa SMS' },
    hint: { en: 'At most one message a week.', sw: 'Si zaidi ya ujumbe mmoja kwa wiki.' },
  }),
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const RequiredWithError: StoryObj<typeof Checkbox> = {
  args: { required: true },
  render: localized(Checkbox, {
    label: { en: 'I accept the terms and conditions', sw: 'Nakubali vigezo na masharti' },
    error: { en: 'Accept the terms to continue', sw: 'Kubali masharti ili uendelee' },
  }),
};
