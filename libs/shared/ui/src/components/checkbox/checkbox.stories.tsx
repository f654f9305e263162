import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pick } from '../../storybook/story-copy';
import { Checkbox } from './checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Send me offers by SMS' },
  argTypes: { label: { control: false } },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => (
    <Checkbox
      {...args}
      label={pick(globals, { en: 'Send me offers by SMS', sw: 'Nitumie ofa kwa SMS' })}
      hint={pick(globals, { en: 'At most one message a week.', sw: 'Si zaidi ya ujumbe mmoja kwa wiki.' })}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const RequiredWithError: Story = {
  args: { required: true },
  render: (args, { globals }) => (
    <Checkbox
      {...args}
      label={pick(globals, { en: 'I accept the terms and conditions', sw: 'Nakubali vigezo na masharti' })}
      error={pick(globals, { en: 'Accept the terms to continue', sw: 'Kubali masharti ili uendelee' })}
    />
  ),
};
