import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { localized } from '../storybook/localized';
import { pick, type Copy } from '../storybook/story-copy';
import { Button, type ButtonProps } from './button/button';
import { Section } from './section/section';
import { SkipLink } from './skip-link/skip-link';
import { Stack } from './stack/stack';
import { TextLink } from './text-link/text-link';

/** What people press: buttons, text links and the skip link. */
const meta = {
  title: 'UI/Actions',
  subcomponents: { Button, TextLink, SkipLink },
} satisfies Meta;
export default meta;

export const ButtonPrimary: StoryObj<typeof Button> = {
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

export const ButtonVariants: StoryObj<typeof Button> = {
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

export const ButtonAsLink: StoryObj<typeof Button> = {
  args: { onClick: fn(), href: '/mpesa/send-money' },
  render: localized(Button, { children: { en: 'Open M-Pesa page', sw: 'Fungua ukurasa wa M-Pesa' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/mpesa/send-money');
  },
};

export const ButtonLoading: StoryObj<typeof Button> = {
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
export const ButtonDisabled: StoryObj<typeof Button> = {
  args: { onClick: fn(), disabled: true },
  render: localized(Button, { children: { en: 'Clear stored data', sw: 'Futa data iliyohifadhiwa' } }),
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const TextLinkInline: StoryObj<typeof TextLink> = {
  args: { href: '/support' },
  render: (args, { globals }) => (
    <p>
      {pick(globals, { en: 'Lost your SIM? ', sw: 'Umepoteza laini yako? ' })}
      <TextLink {...args}>
        {pick(globals, { en: 'Block it and get a new one', sw: 'Ifunge na upate mpya' })}
      </TextLink>
      .
    </p>
  ),
};

export const TextLinkStandalone: StoryObj<typeof TextLink> = {
  args: { href: '/support', variant: 'standalone' },
  render: localized(TextLink, { children: { en: 'See all bundles →', sw: 'Tazama vifurushi vyote →' } }),
};

export const TextLinkExternal: StoryObj<typeof TextLink> = {
  args: { href: 'https://www.tcra.go.tz', external: true },
  render: localized(TextLink, {
    newTabLabel: { en: 'opens in a new tab', sw: 'inafunguka kichupo kipya' },
    children: { en: 'Regulator (TCRA)', sw: 'Mdhibiti (TCRA)' },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('target', '_blank');
  },
};

/** Press Tab: the link slides into view. */
export const SkipLinkDefault: StoryObj<typeof SkipLink> = {
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => (
    <>
      <SkipLink {...args}>
        {pick(globals, { en: 'Skip to main content', sw: 'Ruka hadi maudhui makuu' })}
      </SkipLink>
      <nav aria-label="Main" style={{ padding: 16 }}>
        <a href="/mpesa">M-Pesa</a>
      </nav>
      <main id="main" tabIndex={-1} style={{ padding: 16 }}>
        {pick(globals, { en: 'Main content', sw: 'Maudhui makuu' })}
      </main>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /main|makuu/i })).toHaveFocus();
  },
};
