import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect } from 'storybook/test';
import { localized } from '../storybook/localized';
import { pick, type Copy } from '../storybook/story-copy';
import { Checkbox } from './checkbox/checkbox';
import { Fieldset } from './fieldset/fieldset';
import { RadioGroup } from './radio-group/radio-group';
import { Select } from './select/select';
import { TextArea } from './text-area/text-area';
import { TextField, type TextFieldProps } from './text-field/text-field';

/** The form controls of the design system, each at rest and in its error state. */
const meta = {
  title: 'UI/Forms',
  subcomponents: { TextField, TextArea, Select, Checkbox, RadioGroup, Fieldset },
} satisfies Meta;
export default meta;

const phone: Copy<{ label: string; hint: string; error: string }> = {
  en: {
    label: 'Phone number',
    hint: 'Tanzanian number, e.g. 0754 123 456',
    error: 'Enter a 10-digit number starting with 0',
  },
  sw: {
    label: 'Namba ya simu',
    hint: 'Namba ya Tanzania, mf. 0754 123 456',
    error: 'Weka namba ya tarakimu 10 inayoanza na 0',
  },
};

export const TextFieldDefault: StoryObj<typeof TextField> = {
  render: (args, { globals }) => {
    const c = pick(globals, phone);
    return (
      <TextField {...args} label={c.label} hint={c.hint} type="tel" inputMode="tel" autoComplete="tel" />
    );
  },
};

export const TextFieldWithError: StoryObj<typeof TextField> = {
  args: { required: true },
  render: (args, { globals }) => {
    const c = pick(globals, phone);
    return <TextField {...args} label={c.label} hint={c.hint} error={c.error} defaultValue="12345" />;
  },
};

function ValidatedPhone(props: { required?: boolean; locale: Record<string, unknown> }) {
  const c = pick(props.locale, phone);
  const [error, setError] = useState<string>();
  return (
    <TextField
      label={c.label}
      hint={c.hint}
      required={props.required}
      type="tel"
      error={error}
      onBlur={(event) =>
        setError(/^0\d{9}$/.test(event.currentTarget.value.replace(/\s/g, '')) ? undefined : c.error)
      }
    />
  );
}

/** Validates on blur, the way the site's react-hook-form forms do. */
export const TextFieldValidatesOnBlur: StoryObj<typeof TextField> = {
  args: { required: true },
  render: (args, { globals }) => <ValidatedPhone required={args.required} locale={globals} />,
  play: async ({ canvas, userEvent, globals }) => {
    const c = pick(globals, phone);
    const input = canvas.getByRole('textbox', { name: new RegExp(c.label) });
    await userEvent.type(input, '0754');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${c.error} ${c.hint}`);
    await userEvent.type(input, '123456');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

const yourMessage = { en: 'Your message', sw: 'Ujumbe wako' };

export const TextAreaDefault: StoryObj<typeof TextArea> = {
  render: localized(TextArea, {
    label: yourMessage,
    hint: {
      en: 'Do not share your M-Pesa PIN. We will never ask for it.',
      sw: 'Usitoe PIN yako ya M-Pesa. Hatutawahi kuiomba.',
    },
  }),
};

export const TextAreaWithError: StoryObj<typeof TextArea> = {
  args: { required: true },
  render: localized(TextArea, {
    label: yourMessage,
    error: { en: 'Tell us how we can help', sw: 'Tueleze tunavyoweza kukusaidia' },
  }),
};

const regions = ['Arusha', 'Dar es Salaam', 'Dodoma', 'Mbeya', 'Mwanza', 'Zanzibar'].map((name) => ({
  value: name.toLowerCase().replace(/\s/g, '-'),
  label: name,
}));
const region = { en: 'Region', sw: 'Mkoa' };
const chooseRegion = { en: 'Choose a region', sw: 'Chagua mkoa' };

export const SelectDefault: StoryObj<typeof Select> = {
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

export const SelectWithError: StoryObj<typeof Select> = {
  args: { options: regions, required: true },
  render: localized(Select, {
    label: region,
    placeholder: chooseRegion,
    error: { en: 'Choose your region', sw: 'Chagua mkoa wako' },
  }),
};

export const CheckboxDefault: StoryObj<typeof Checkbox> = {
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

export const CheckboxRequiredWithError: StoryObj<typeof Checkbox> = {
  args: { required: true },
  render: localized(Checkbox, {
    label: { en: 'I accept the terms and conditions', sw: 'Nakubali vigezo na masharti' },
    error: { en: 'Accept the terms to continue', sw: 'Kubali masharti ili uendelee' },
  }),
};

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

export const RadioGroupDefault: StoryObj<typeof RadioGroup> = {
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

export const RadioGroupWithError: StoryObj<typeof RadioGroup> = {
  args: { name: 'plan', required: true },
  render: localized(RadioGroup, {
    legend: planType,
    options: plans,
    error: { en: 'Choose a plan type', sw: 'Chagua aina ya mpango' },
  }),
};

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

export const FieldsetAddress: StoryObj<typeof Fieldset> = {
  args: { legendSize: 'lg' },
  render: localized(Fieldset, {
    legend: deliveryAddress,
    hint: { en: 'Where we deliver your new SIM', sw: 'Tutakapoleta laini yako mpya' },
    children: addressFields({ autoComplete: 'address-line1' }, { autoComplete: 'address-level2' }),
  }),
};

export const FieldsetWithError: StoryObj<typeof Fieldset> = {
  args: { legendSize: 'lg' },
  render: localized(Fieldset, {
    legend: deliveryAddress,
    error: { en: 'Enter your street and town', sw: 'Weka mtaa na mji wako' },
    children: addressFields({ required: true }, { required: true }),
  }),
};
