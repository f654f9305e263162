import { storyDecorator } from '@site/shared-testing/stories';
import { swahiliStory } from '../swahili-story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import HowToStepsBlock from './how-to-steps-block';

const meta = {
  title: 'Blocks/HowToSteps',
  component: HowToStepsBlock,
  decorators: [storyDecorator],
  args: {
    index: 1,
    block: {
      __component: 'blocks.how-to-steps',
      title: 'How to send money with M-Pesa',
      steps: [
        { title: 'Open the M-Pesa menu', text: 'Dial the code from any Vodacom line.', dialCode: '*150*00#' },
        { title: 'Choose “Send Money”', text: 'Enter the receiver’s phone number and the amount.' },
        { title: 'Confirm with your PIN', text: 'You and the receiver get an SMS confirmation.' },
      ],
    },
  },
} satisfies Meta<typeof HowToStepsBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = swahiliStory(meta.args.block);
