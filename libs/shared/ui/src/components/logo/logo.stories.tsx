import type { Meta, StoryObj } from '@storybook/react-vite';
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
  render: (args, { globals }) => (
    <Logo {...args} label={pick(globals, { en: 'Vodacom Tanzania home', sw: 'Vodacom Tanzania mwanzo' })} />
  ),
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
