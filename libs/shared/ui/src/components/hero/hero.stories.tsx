import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick, storyImage } from '../../storybook/story-copy';
import { Button } from '../button/button';
import { Hero, type HeroProps } from './hero';

const meta = {
  title: 'UI/Hero',
  component: Hero,
  args: { title: 'Send money in seconds' },
  argTypes: { title: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

function content(globals: Record<string, unknown>, theme: HeroProps['theme']): Partial<HeroProps> {
  return {
    eyebrow: 'M-Pesa',
    title: pick(globals, { en: 'Send money in seconds', sw: 'Tuma pesa kwa sekunde' }),
    text: pick(globals, {
      en: 'Pay bills, buy bundles and send money to any network, from any phone.',
      sw: 'Lipa bili, nunua vifurushi na tuma pesa kwa mtandao wowote, kutoka simu yoyote.',
    }),
    image: (
      <img
        src={storyImage(800, 600, theme === 'red' ? 'dark' : 'red')}
        alt={pick(globals, { en: 'A trader paying with M-Pesa', sw: 'Mfanyabiashara akilipa kwa M-Pesa' })}
        width={800}
        height={600}
      />
    ),
    imageWidth: 800,
    imageHeight: 600,
    actions: (
      <>
        <Button size="lg" variant={theme === 'red' ? 'inverse' : 'primary'} href="/mpesa">
          {pick(globals, { en: 'Get started', sw: 'Anza sasa' })}
        </Button>
        <Button size="lg" variant="ghost" href="/mpesa/tariffs">
          {pick(globals, { en: 'See tariffs', sw: 'Tazama gharama' })}
        </Button>
      </>
    ),
  };
}

export const Red: Story = {
  args: { theme: 'red' },
  render: (args, { globals }) => <Hero {...args} {...content(globals, args.theme)} />,
};

export const White: Story = { ...Red, args: { theme: 'white' } };

export const GreyWithoutImage: Story = {
  args: { theme: 'grey' },
  render: (args, { globals }) => <Hero {...args} {...content(globals, args.theme)} image={undefined} />,
};
