import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { pick, type Copy } from '../../storybook/story-copy';
import { TextField } from './text-field';

/** A labelled text input with its hint and, when invalid, its error. */
const meta = { title: 'UI/Forms/TextField', component: TextField } satisfies Meta<typeof TextField>;
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

export const Default: StoryObj<typeof TextField> = {
  render: (args, { globals }) => {
    const c = pick(globals, phone);
    return (
      <TextField {...args} label={c.label} hint={c.hint} type="tel" inputMode="tel" autoComplete="tel" />
    );
  },
};

export const WithError: StoryObj<typeof TextField> = {
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
export const ValidatesOnBlur: StoryObj<typeof TextField> = {
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
