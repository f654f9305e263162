import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { localized } from '../../storybook/localized';
import type { Copy } from '../../storybook/story-copy';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import { Fieldset } from './fieldset';

/** Fields that answer one question together, under a legend, with the group's hint and error. */
const meta = { title: 'UI/Forms/Fieldset', component: Fieldset } satisfies Meta<typeof Fieldset>;
export default meta;

const deliveryAddress = { en: 'Delivery address', sw: 'Anwani ya kupokelea' };

/** The address step's street and town fields, each with the props the story's state gives it. */
function addressFields(street: Partial<TextFieldProps>, town: Partial<TextFieldProps>): Copy<ReactNode> {
  return {
    en: (
      <>
        <TextField label="Street" {...street} />
        <TextField label="Town" {...town} />
      </>
    ),
    sw: (
      <>
        <TextField label="Mtaa" {...street} />
        <TextField label="Mji" {...town} />
      </>
    ),
  };
}

export const Address: StoryObj<typeof Fieldset> = {
  args: { legendSize: 'lg' },
  render: localized(Fieldset, {
    legend: deliveryAddress,
    hint: { en: 'Where we deliver your new SIM', sw: 'Tutakapoleta laini yako mpya' },
    children: addressFields({ autoComplete: 'address-line1' }, { autoComplete: 'address-level2' }),
  }),
};

export const WithError: StoryObj<typeof Fieldset> = {
  args: { legendSize: 'lg' },
  render: localized(Fieldset, {
    legend: deliveryAddress,
    error: { en: 'Enter your street and town', sw: 'Weka mtaa na mji wako' },
    children: addressFields({ required: true }, { required: true }),
  }),
};
