import { paragraphBody, storyDecorator } from '@site/shared-testing/stories';
import { swahiliStory } from '../swahili-story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import FaqListBlock from './faq-list-block';

const answers = {
  resetPin:
    'Dial *150*00#, choose “My Account”, then “Reset PIN”, and follow the steps. You can also call 100 for free.',
  sendLimit: 'You can send up to TSh 10,000,000 per day, depending on your account level.',
};

const meta = {
  title: 'Blocks/FaqList',
  component: FaqListBlock,
  decorators: [storyDecorator],
  args: {
    index: 1,
    block: {
      __component: 'blocks.faq-list',
      title: 'M-Pesa questions',
      items: [
        {
          slug: 'reset-pin',
          question: 'How do I reset my M-Pesa PIN?',
          answer: paragraphBody(answers.resetPin),
        },
        {
          slug: 'send-limit',
          question: 'How much can I send in one day?',
          answer: paragraphBody(answers.sendLimit),
        },
        {
          slug: 'wrong-number',
          question: 'I sent money to the wrong number. What now?',
          answer: paragraphBody('Call 100 straight away with the transaction ID from your SMS.'),
        },
      ],
    },
  },
} satisfies Meta<typeof FaqListBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every answer is in the page, a closed one too; one question is open at a time. */
export const English: Story = {
  play: async ({ canvas, userEvent }) => {
    const question = (name: string) => canvas.getByText(name, { selector: 'summary *' });
    await expect(canvas.getByText(answers.resetPin)).not.toBeVisible();
    await userEvent.click(question('How do I reset my M-Pesa PIN?'));
    await expect(canvas.getByText(answers.resetPin)).toBeVisible();
    await userEvent.click(question('How much can I send in one day?'));
    await expect(canvas.getByText(answers.sendLimit)).toBeVisible();
    await waitFor(() => expect(canvas.getByText(answers.resetPin)).not.toBeVisible());
  },
};

/** The `/faq/:item` route: the named question starts open. */
export const OpenedFromLink: Story = {
  parameters: { initialPath: '/faq/send-limit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(answers.sendLimit)).toBeVisible();
    await expect(canvas.getByText(answers.resetPin)).not.toBeVisible();
  },
};

export const Swahili: Story = swahiliStory(meta.args.block, (sw) => ({ items: sw.items.slice(0, 2) }));
