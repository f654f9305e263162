import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pick } from '../../storybook/story-copy';
import { RadioGroup } from './radio-group';

const options = {
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

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { legend: 'Plan type', name: 'plan', options: options.en },
  argTypes: { legend: { control: false }, options: { control: false } },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => (
    <RadioGroup
      {...args}
      legend={pick(globals, { en: 'Plan type', sw: 'Aina ya mpango' })}
      options={pick(globals, options)}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const radios = canvas.getAllByRole('radio');
    await userEvent.click(radios[1] as HTMLElement);
    await expect(radios[1]).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[2]).toBeChecked();
  },
};

export const WithError: Story = {
  args: { required: true },
  render: (args, { globals }) => (
    <RadioGroup
      {...args}
      legend={pick(globals, { en: 'Plan type', sw: 'Aina ya mpango' })}
      options={pick(globals, options)}
      error={pick(globals, { en: 'Choose a plan type', sw: 'Chagua aina ya mpango' })}
    />
  ),
};
