import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pick } from '../../storybook/story-copy';
import { Accordion } from './accordion';

const faq = {
  en: [
    {
      id: 'pin',
      title: 'How do I reset my M-Pesa PIN?',
      content: 'Dial *150*00#, choose "My account", then "Reset PIN", and follow the steps.',
    },
    {
      id: 'limits',
      title: 'What are the daily limits?',
      content: 'You can send up to TSh 5,000,000 a day, in transactions of up to TSh 3,000,000.',
    },
    {
      id: 'reverse',
      title: 'I sent money to the wrong number',
      content: 'Call 100 within 24 hours. We hold the money while we check with the receiver.',
    },
  ],
  sw: [
    {
      id: 'pin',
      title: 'Nabadilishaje PIN yangu ya M-Pesa?',
      content: 'Piga *150*00#, chagua "Akaunti yangu", kisha "Badili PIN", na fuata hatua.',
    },
    {
      id: 'limits',
      title: 'Kiwango cha juu kwa siku ni kipi?',
      content: 'Unaweza kutuma hadi TSh 5,000,000 kwa siku, kwa miamala ya hadi TSh 3,000,000.',
    },
    {
      id: 'reverse',
      title: 'Nimetuma pesa kwa namba isiyo sahihi',
      content: 'Piga 100 ndani ya saa 24. Tunazishikilia pesa huku tukithibitisha na mpokeaji.',
    },
  ],
};

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: { items: faq.en, headingLevel: 2 },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Faq: Story = {
  render: (args, { globals }) => <Accordion {...args} items={pick(globals, faq)} />,
  play: async ({ canvas, userEvent, globals }) => {
    const first = canvas.getByRole('button', { name: pick(globals, faq)[0]?.title });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(pick(globals, faq)[0]?.content ?? '')).toBeVisible();
  },
};

/** A route such as /faq#limits passes the open id. */
export const OpenedByRoute: Story = {
  args: { type: 'multiple', defaultValue: ['limits'] },
  render: Faq.render,
};
