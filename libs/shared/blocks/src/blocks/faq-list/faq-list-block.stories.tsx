import { paragraphBody, storyDecorator } from '@site/shared-testing/stories';
import { swahiliStory } from '../swahili-story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import FaqListBlock from './faq-list-block';

const answers = {
  menu: 'Dial *150*00# from your Vodacom line and choose from the menu. Customer care on 100 is toll-free.',
  songesha:
    'Songesha is an M-Pesa overdraft with TPB Bank: it completes a payment when your balance is short.',
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
          slug: 'mpesa-menu',
          question: 'How do I open the M-Pesa menu?',
          answer: paragraphBody(answers.menu),
        },
        {
          slug: 'songesha',
          question: 'What is Songesha?',
          answer: paragraphBody(answers.songesha),
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
    await expect(canvas.getByText(answers.menu)).not.toBeVisible();
    await userEvent.click(question('How do I open the M-Pesa menu?'));
    await expect(canvas.getByText(answers.menu)).toBeVisible();
    await userEvent.click(question('What is Songesha?'));
    await expect(canvas.getByText(answers.songesha)).toBeVisible();
    await waitFor(() => expect(canvas.getByText(answers.menu)).not.toBeVisible());
  },
};

/** The `/faq/:item` route: the named question starts open. */
export const OpenedFromLink: Story = {
  parameters: { initialPath: '/faq/songesha' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(answers.songesha)).toBeVisible();
    await expect(canvas.getByText(answers.menu)).not.toBeVisible();
  },
};

export const Swahili: Story = swahiliStory(meta.args.block, (sw) => ({ items: sw.items.slice(0, 2) }));
