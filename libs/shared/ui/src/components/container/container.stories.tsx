import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../storybook/story-copy';
import { Container } from './container';

/** The page's width: content centred, with gutters that grow with the screen. */
const meta = { title: 'UI/Layout/Container', component: Container } satisfies Meta<typeof Container>;
export default meta;

const box = { background: '#f4f4f4', padding: 16, borderRadius: 8 };

export const Default: StoryObj<typeof Container> = {
  parameters: { layout: 'fullscreen' },
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

export const Narrow: StoryObj<typeof Container> = { ...Default, args: { width: 'narrow' } };
