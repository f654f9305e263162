import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { localized } from '../../storybook/localized';
import { pick } from '../../storybook/story-copy';
import { TextLink } from './text-link';

/** A link in running text or on its own line; external ones open in a new tab and say so. */
const meta = { title: 'UI/Actions/TextLink', component: TextLink } satisfies Meta<typeof TextLink>;
export default meta;

export const Inline: StoryObj<typeof TextLink> = {
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

export const Standalone: StoryObj<typeof TextLink> = {
  args: { href: '/support', variant: 'standalone' },
  render: localized(TextLink, { children: { en: 'See all bundles →', sw: 'Tazama vifurushi vyote →' } }),
};

export const External: StoryObj<typeof TextLink> = {
  args: { href: 'https://www.tcra.go.tz', external: true },
  render: localized(TextLink, {
    newTabLabel: { en: 'opens in a new tab', sw: 'inafunguka kichupo kipya' },
    children: { en: 'Regulator (TCRA)', sw: 'Mdhibiti (TCRA)' },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('target', '_blank');
  },
};
