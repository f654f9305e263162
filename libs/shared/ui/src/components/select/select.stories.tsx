import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { localized } from '../../storybook/localized';
import { Select } from './select';

/** A labelled native select with a placeholder, its hint and, when invalid, its error. */
const meta = { title: 'UI/Forms/Select', component: Select } satisfies Meta<typeof Select>;
export default meta;

const regions = ['Arusha', 'Dar es Salaam', 'Dodoma', 'Mbeya', 'Mwanza', 'Zanzibar'].map((name) => ({
  value: name.toLowerCase().replace(/\s/g, '-'),
  label: name,
}));
const region = { en: 'Region', sw: 'Mkoa' };
const chooseRegion = { en: 'Choose a region', sw: 'Chagua mkoa' };

export const Default: StoryObj<typeof Select> = {
  args: { options: regions },
  render: localized(Select, {
    label: region,
    placeholder: chooseRegion,
    hint: { en: 'Where you will collect your SIM', sw: 'Utakapochukua laini yako' },
  }),
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox');
    await userEvent.selectOptions(select, 'mwanza');
    await expect(select).toHaveValue('mwanza');
  },
};

export const WithError: StoryObj<typeof Select> = {
  args: { options: regions, required: true },
  render: localized(Select, {
    label: region,
    placeholder: chooseRegion,
    error: { en: 'Choose your region', sw: 'Chagua mkoa wako' },
  }),
};
