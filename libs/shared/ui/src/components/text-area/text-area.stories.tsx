import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../storybook/story-copy';
import { TextArea } from './text-area';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Your message' },
  argTypes: { label: { control: false } },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => (
    <TextArea
      {...args}
      label={pick(globals, { en: 'Your message', sw: 'Ujumbe wako' })}
      hint={pick(globals, {
        en: 'Do not share your M-Pesa PIN. We will never ask for it.',
        sw: 'Usitoe PIN yako ya M-Pesa. Hatutawahi kuiomba.',
      })}
    />
  ),
};

export const WithError: Story = {
  args: { required: true },
  render: (args, { globals }) => (
    <TextArea
      {...args}
      label={pick(globals, { en: 'Your message', sw: 'Ujumbe wako' })}
      error={pick(globals, { en: 'Tell us how we can help', sw: 'Tueleze tunavyoweza kukusaidia' })}
    />
  ),
};
