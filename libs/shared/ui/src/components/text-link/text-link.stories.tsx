import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pick } from '../../storybook/story-copy';
import { TextLink } from './text-link';

const meta = {
  title: 'UI/TextLink',
  component: TextLink,
  args: { href: '/support', children: 'Support' },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof TextLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
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

export const Standalone: Story = {
  args: { variant: 'standalone' },
  render: (args, { globals }) => (
    <TextLink {...args}>
      {pick(globals, { en: 'See all bundles →', sw: 'Tazama vifurushi vyote →' })}
    </TextLink>
  ),
};

export const External: Story = {
  args: { href: 'https://www.tcra.go.tz', external: true },
  render: (args, { globals }) => (
    <TextLink
      {...args}
      newTabLabel={pick(globals, { en: 'opens in a new tab', sw: 'inafunguka kichupo kipya' })}
    >
      {pick(globals, { en: 'Regulator (TCRA)', sw: 'Mdhibiti (TCRA)' })}
    </TextLink>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('target', '_blank');
  },
};
