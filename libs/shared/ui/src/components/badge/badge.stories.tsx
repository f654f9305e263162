import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../storybook/story-copy';
import { Stack } from '../stack/stack';
import { Badge } from './badge';

const meta = { title: 'UI/Badge', component: Badge } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args, { globals }) => (
    <Stack direction="row" gap={2}>
      <Badge {...args} tone="brand">
        {pick(globals, { en: 'New', sw: 'Mpya' })}
      </Badge>
      <Badge {...args} tone="neutral">
        {pick(globals, { en: 'Prepaid', sw: 'Malipo kabla' })}
      </Badge>
      <Badge {...args} tone="success">
        {pick(globals, { en: 'Best value', sw: 'Thamani bora' })}
      </Badge>
      <Badge {...args} tone="warning">
        {pick(globals, { en: 'Ends Sunday', sw: 'Inaisha Jumapili' })}
      </Badge>
      <Badge {...args} tone="info">
        {pick(globals, { en: '5G ready', sw: 'Tayari kwa 5G' })}
      </Badge>
    </Stack>
  ),
};
