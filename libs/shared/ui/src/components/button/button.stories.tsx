import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { localized } from '../../storybook/localized';
import { pick, type Copy } from '../../storybook/story-copy';
import { Section } from '../section/section';
import { Stack } from '../stack/stack';
import { Button, type ButtonProps } from './button';

/** What people press: an action, or a link that looks like one (variant, size, loading and disabled in Controls). */
const meta = { title: 'UI/Actions/Button', component: Button } satisfies Meta<typeof Button>;
export default meta;

export const Primary: StoryObj<typeof Button> = {
  args: { onClick: fn() },
  render: localized(Button, { children: { en: 'Buy bundle', sw: 'Nunua kifurushi' } }),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

type ButtonSample = { props: Partial<ButtonProps>; text: Copy<string> };

/** Every variant and size, on white and on the brand red where the inverse one belongs. */
const onWhite: ButtonSample[] = [
  { props: { variant: 'primary' }, text: { en: 'Send money', sw: 'Tuma pesa' } },
  { props: { variant: 'secondary' }, text: { en: 'Compare plans', sw: 'Linganisha mipango' } },
  {
    props: { variant: 'ghost', icon: <ArrowRight /> },
    text: { en: 'See all offers', sw: 'Tazama ofa zote' },
  },
  { props: { size: 'lg' }, text: { en: 'Get M-Pesa', sw: 'Pata M-Pesa' } },
];
const onRed: ButtonSample[] = [
  { props: { variant: 'inverse' }, text: { en: 'Buy bundle', sw: 'Nunua kifurushi' } },
  { props: { variant: 'ghost' }, text: { en: 'Learn more', sw: 'Jifunze zaidi' } },
];

export const Variants: StoryObj<typeof Button> = {
  args: { onClick: fn() },
  render: (args, { globals }) => {
    const buttons = (samples: ButtonSample[]) =>
      samples.map(({ props, text }) => (
        <Button key={text.en} {...args} {...props}>
          {pick(globals, text)}
        </Button>
      ));
    return (
      <Stack gap={5}>
        <Stack direction="row" gap={3} align="center">
          {buttons(onWhite)}
        </Stack>
        <Section tone="red" as="div" spacing="sm" style={{ padding: 24 }}>
          <Stack direction="row" gap={3}>
            {buttons(onRed)}
          </Stack>
        </Section>
      </Stack>
    );
  },
};

export const AsLink: StoryObj<typeof Button> = {
  args: { onClick: fn(), href: '/mpesa/send-money' },
  render: localized(Button, { children: { en: 'Open M-Pesa page', sw: 'Fungua ukurasa wa M-Pesa' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/mpesa/send-money');
  },
};

export const Loading: StoryObj<typeof Button> = {
  args: { onClick: fn(), loading: true, fullWidth: true },
  render: localized(Button, { children: { en: 'Sending…', sw: 'Inatuma…' } }),
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Unavailable: a control that needs the app, shown before it runs (the cookie page's clear button). */
export const Disabled: StoryObj<typeof Button> = {
  args: { onClick: fn(), disabled: true },
  render: localized(Button, { children: { en: 'Clear stored data', sw: 'Futa data iliyohifadhiwa' } }),
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
