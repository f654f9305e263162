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
      // The seed's people, roles and sources (apps/cms/seed/pages/investor), and its kind of picture:
      // an illustration described as one, never a portrait of the person named.
      title: 'Our directors',
      intro: 'Roles as confirmed by public sources on the dates shown.',
      people: [
        {
          name: 'Justice (Rtd) Thomas B. Mihayo',
          role: 'Chairman of the Board (as at 13 July 2023)',
          bio: 'Named chairman in the annual report for the year ended 31 March 2021, and chairman as at 13 July 2023. Sources: Vodacom Tanzania annual reports 2021 and 2023.',
          photo: mediaFixture(
            'Illustrated person with glasses and a hair bun wearing a grey top',
            'T. Mihayo',
            400,
            400,
          ),
        },
        {
          name: 'Philip Besiimire',
          role: 'Managing Director (as at 21 August 2025)',
          bio: 'Joined Vodacom Tanzania as Managing Director in October 2022 and was Managing Director at the Annual General Meeting of 21 August 2025. Sources: The Citizen, February 2023 and 21 August 2025.',
          photo: mediaFixture(
            'Illustrated person with short hair wearing a red top',
            'P. Besiimire',
            400,
            400,
          ),
        },
        {
          name: 'Margaret Ikongo',
          role: 'Independent director (as at the AGM for the year ended 31 March 2024)',
          photo: mediaFixture(
            'Illustrated person wearing a head wrap and a dark red top',
            'M. Ikongo',
            400,
            400,
          ),
        },
      ],
    },
  },
} satisfies Meta<typeof PeopleGridBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = swahiliStory(meta.args.block, (sw) => ({ people: sw.people.slice(0, 2) }));
