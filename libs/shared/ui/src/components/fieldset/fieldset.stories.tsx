import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../storybook/story-copy';
import { TextField } from '../text-field/text-field';
import { Fieldset } from './fieldset';

const meta = {
  title: 'UI/Fieldset',
  component: Fieldset,
  args: { legend: 'Delivery address', children: null },
  argTypes: { legend: { control: false }, children: { control: false } },
} satisfies Meta<typeof Fieldset>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Address: Story = {
  args: { legendSize: 'lg' },
  render: (args, { globals }) => (
    <Fieldset
      {...args}
      legend={pick(globals, { en: 'Delivery address', sw: 'Anwani ya kupokelea' })}
      hint={pick(globals, { en: 'Where we deliver your new SIM', sw: 'Tutakapoleta laini yako mpya' })}
    >
      <TextField label={pick(globals, { en: 'Street', sw: 'Mtaa' })} autoComplete="address-line1" />
      <TextField label={pick(globals, { en: 'Town', sw: 'Mji' })} autoComplete="address-level2" />
    </Fieldset>
  ),
};

export const WithError: Story = {
  ...Address,
  render: (args, context) => (
    <Fieldset
      {...args}
      legend={pick(context.globals, { en: 'Delivery address', sw: 'Anwani ya kupokelea' })}
      error={pick(context.globals, { en: 'Enter your street and town', sw: 'Weka mtaa na mji wako' })}
    >
      <TextField label={pick(context.globals, { en: 'Street', sw: 'Mtaa' })} required />
      <TextField label={pick(context.globals, { en: 'Town', sw: 'Mji' })} required />
    </Fieldset>
  ),
};
