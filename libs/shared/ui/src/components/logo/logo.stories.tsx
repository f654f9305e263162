import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { localized } from '../../storybook/localized';
import { pick } from '../../storybook/story-copy';
import { Logo } from './logo';

const meta = {
  title: 'UI/Logo',
  component: Logo,
  args: { label: 'Vodacom Tanzania' },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: localized(Logo, { label: { en: 'Vodacom Tanzania home', sw: 'Vodacom Tanzania mwanzo' } }),
};

export const Inverse: Story = {
  args: { tone: 'inverse', height: 48 },
  render: (args) => (
    <div style={{ background: '#e60000', padding: 24 }}>
      <Logo {...args} />
    </div>
  ),
};

export const MarkOnly: Story = { args: { markOnly: true, height: 64 } };

/** As the header's home link: the link carries the name, the logo is decoration (no second name). */
export const InsideANamedLink: Story = {
  render: (args, { globals }) => (
    <a
      href="/"
      aria-label={pick(globals, {
        en: 'Vodacom Tanzania, home page',
        sw: 'Vodacom Tanzania, ukurasa wa mwanzo',
      })}
    >
      <Logo {...args} aria-hidden="true" />
    </a>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAccessibleName(/^Vodacom Tanzania, /);
    await expect(link.querySelector('title')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
