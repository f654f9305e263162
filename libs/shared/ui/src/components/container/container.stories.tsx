import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../storybook/story-copy';
import { Container } from './container';

const meta = {
  title: 'UI/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = { background: '#f4f4f4', padding: 16, borderRadius: 8 };

export const Default: Story = {
  render: (args, { globals }) => (
    <Container {...args}>
      <p style={box}>
        {pick(globals, {
          en: 'Content is centred at 1200 px with side gutters that grow with the screen.',
          sw: 'Maudhui yamewekwa katikati kwa upana wa 1200 px na nafasi za pembeni zinazokua na skrini.',
        })}
      </p>
    </Container>
  ),
};

export const Narrow: Story = { ...Default, args: { width: 'narrow' } };
