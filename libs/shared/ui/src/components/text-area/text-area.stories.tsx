import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../storybook/localized';
import { TextArea } from './text-area';

/** A labelled multi-line input with its hint and, when invalid, its error. */
const meta = { title: 'UI/Forms/TextArea', component: TextArea } satisfies Meta<typeof TextArea>;
export default meta;

const yourMessage = { en: 'Your message', sw: 'Ujumbe wako' };

export const Default: StoryObj<typeof TextArea> = {
  render: localized(TextArea, {
    label: yourMessage,
    hint: {
      en: 'Do not share your M-Pesa PIN. We will never ask for it.',
      sw: 'Usitoe PIN yako ya M-Pesa. Hatutawahi kuiomba.',
    },
  }),
};

export const WithError: StoryObj<typeof TextArea> = {
  args: { required: true },
  render: localized(TextArea, {
    label: yourMessage,
    error: { en: 'Tell us how we can help', sw: 'Tueleze tunavyoweza kukusaidia' },
  }),
};
