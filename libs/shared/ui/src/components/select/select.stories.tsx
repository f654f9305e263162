import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pick } from '../../storybook/story-copy';
import { Select } from './select';

const regions = ['Arusha', 'Dar es Salaam', 'Dodoma', 'Mbeya', 'Mwanza', 'Zanzibar'].map((name) => ({
  value: name.toLowerCase().replace(/\s/g, '-'),
  label: name,
}));

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Region', options: regions },
  argTypes: { label: { control: false }, options: { control: false } },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => (
    <Select
      {...args}
      label={pick(globals, { en: 'Region', sw: 'Mkoa' })}
      placeholder={pick(globals, { en: 'Choose a region', sw: 'Chagua mkoa' })}
      hint={pick(globals, { en: 'Where you will collect your SIM', sw: 'Utakapochukua laini yako' })}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox');
    await userEvent.selectOptions(select, 'mwanza');
    await expect(select).toHaveValue('mwanza');
  },
};

export const WithError: Story = {
  args: { required: true },
  render: (args, { globals }) => (
    <Select
      {...args}
      label={pick(globals, { en: 'Region', sw: 'Mkoa' })}
      placeholder={pick(globals, { en: 'Choose a region', sw: 'Chagua mkoa' })}
      error={pick(globals, { en: 'Choose your region', sw: 'Chagua mkoa wako' })}
    />
  ),
};
