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
      id: 'menu',
      title: 'How do I open the M-Pesa menu?',
      content: 'Dial *150*00# from your Vodacom line. It works on any phone, without data.',
    },
    {
      id: 'songesha',
      title: 'What is Songesha?',
      content: 'An M-Pesa overdraft with TPB Bank: it completes a payment when your balance is short.',
    },
    {
      id: 'reverse',
      title: 'I sent money to the wrong number',
      content: 'Call customer care on 100 straight away, with the transaction ID from your SMS.',
    },
  ],
  sw: [
    {
      id: 'menu',
      title: 'Nafunguaje menyu ya M-Pesa?',
      content: 'Piga *150*00# kutoka laini yako ya Vodacom. Inafanya kazi kwenye simu yoyote, bila data.',
    },
    {
      id: 'songesha',
      title: 'Songesha ni nini?',
      content:
        'Mkopo wa papo hapo wa M-Pesa kupitia TPB Bank: unakamilisha malipo pale salio lako lisipotosha.',
    },
    {
      id: 'reverse',
      title: 'Nimetuma pesa kwa namba isiyo sahihi',
      content: 'Piga huduma kwa wateja kwa 100 mara moja, ukiwa na namba ya muamala kutoka kwenye SMS yako.',
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
  args: { headingLevel: 2, type: 'multiple', defaultValue: ['songesha'] },
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
