import { mediaFixture, storyDecorator } from '@site/shared-testing/stories';
import { swahiliStory } from '../swahili-story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import PeopleGridBlock from './people-grid-block';

const meta = {
  title: 'Blocks/PeopleGrid',
  component: PeopleGridBlock,
  decorators: [storyDecorator],
  args: {
    index: 1,
    block: {
      __component: 'blocks.people-grid',
      title: 'Board of directors',
      intro: 'The board oversees the strategy and governance of Vodacom Tanzania PLC.',
      people: [
        {
          name: 'Amina Juma',
          role: 'Chairperson',
          bio: 'Amina has served on the boards of listed banks and insurers in East Africa for two decades.',
          photo: mediaFixture('Portrait of Amina Juma', 'A. Juma', 400, 400),
        },
        {
          name: 'Baraka Mushi',
          role: 'Managing Director',
          bio: 'Baraka joined Vodacom in 2012 and led the roll-out of 4G across Tanzania.',
          photo: mediaFixture('Portrait of Baraka Mushi', 'B. Mushi', 400, 400),
        },
        {
          name: 'Neema Kweka',
          role: 'Independent non-executive director',
          photo: mediaFixture('Portrait of Neema Kweka', 'N. Kweka', 400, 400),
        },
      ],
    },
  },
} satisfies Meta<typeof PeopleGridBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = swahiliStory(meta.args.block, (sw) => ({ people: sw.people.slice(0, 2) }));
