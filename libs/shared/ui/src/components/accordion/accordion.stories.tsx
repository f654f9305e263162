import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { pick } from '../../storybook/story-copy';
import { Accordion } from './accordion';

/** Questions that open their answers in place (native disclosures). */
const meta = { title: 'UI/Interactive/Accordion', component: Accordion } satisfies Meta<typeof Accordion>;
export default meta;

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

export const Faq: StoryObj<typeof Accordion> = {
  args: { headingLevel: 2 },
  render: (args, { globals }) => <Accordion {...args} items={pick(globals, faq)} />,
  // Native disclosures sharing a `name`: the browser itself keeps one open.
  play: async ({ canvas, userEvent, globals }) => {
    const [first, second] = pick(globals, faq);
    const question = (title = '') => canvas.getByText(title, { selector: 'summary *' });
    const answer = (content = '') => canvas.getByText(content);
    await expect(answer(first?.content)).not.toBeVisible();
    await userEvent.click(question(first?.title));
    await expect(answer(first?.content)).toBeVisible();
    await userEvent.click(question(second?.title));
    await expect(answer(second?.content)).toBeVisible();
    await waitFor(() => expect(answer(first?.content)).not.toBeVisible());
  },
};

/** A route such as /faq#limits passes the open id. */
export const OpenedByRoute: StoryObj<typeof Accordion> = {
  args: { headingLevel: 2, type: 'multiple', defaultValue: ['limits'] },
  render: Faq.render,
  play: async ({ canvas, userEvent, globals }) => {
    const [first, second] = pick(globals, faq);
    await expect(canvas.getByText(second?.content ?? '')).toBeVisible();
    await expect(canvas.getByText(first?.content ?? '')).not.toBeVisible();
    // Several items stay open in `multiple` mode.
    await userEvent.click(canvas.getByText(first?.title ?? '', { selector: 'summary *' }));
    await expect(canvas.getByText(first?.content ?? '')).toBeVisible();
    await expect(canvas.getByText(second?.content ?? '')).toBeVisible();
  },
};
