import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { pick } from '../../storybook/story-copy';
import { Section } from '../section/section';
import { Stack } from '../stack/stack';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Buy bundle', onClick: fn() },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  render: (args, { globals }) => (
    <Button {...args}>{pick(globals, { en: 'Buy bundle', sw: 'Nunua kifurushi' })}</Button>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args, { globals }) => (
    <Stack gap={5}>
      <Stack direction="row" gap={3} align="center">
        <Button {...args} variant="primary">
          {pick(globals, { en: 'Send money', sw: 'Tuma pesa' })}
        </Button>
        <Button {...args} variant="secondary">
          {pick(globals, { en: 'Compare plans', sw: 'Linganisha mipango' })}
        </Button>
        <Button {...args} variant="ghost" icon={<ArrowRight />}>
          {pick(globals, { en: 'See all offers', sw: 'Tazama ofa zote' })}
        </Button>
        <Button {...args} size="lg">
          {pick(globals, { en: 'Get M-Pesa', sw: 'Pata M-Pesa' })}
        </Button>
      </Stack>
      <Section tone="red" as="div" spacing="sm" style={{ padding: 24 }}>
        <Stack direction="row" gap={3}>
          <Button {...args} variant="inverse">
            {pick(globals, { en: 'Buy bundle', sw: 'Nunua kifurushi' })}
          </Button>
          <Button {...args} variant="ghost">
            {pick(globals, { en: 'Learn more', sw: 'Jifunze zaidi' })}
          </Button>
        </Stack>
      </Section>
    </Stack>
  ),
};

export const AsLink: Story = {
  args: { href: '/mpesa/send-money' },
  render: (args, { globals }) => (
    <Button {...args}>{pick(globals, { en: 'Open M-Pesa page', sw: 'Fungua ukurasa wa M-Pesa' })}</Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/mpesa/send-money');
  },
};

export const Loading: Story = {
  args: { loading: true, fullWidth: true },
  render: (args, { globals }) => (
    <Button {...args}>{pick(globals, { en: 'Sending…', sw: 'Inatuma…' })}</Button>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
