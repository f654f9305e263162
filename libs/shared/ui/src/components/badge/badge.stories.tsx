import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick, type Copy } from '../../storybook/story-copy';
import { Stack } from '../stack/stack';
import { Badge, type BadgeTone } from './badge';

const meta = { title: 'UI/Badge', component: Badge } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

const tones: Array<[BadgeTone, Copy<string>]> = [
  ['brand', { en: 'New', sw: 'Mpya' }],
  ['neutral', { en: 'Prepaid', sw: 'Malipo kabla' }],
  ['success', { en: 'Best value', sw: 'Thamani bora' }],
  ['warning', { en: 'Ends Sunday', sw: 'Inaisha Jumapili' }],
  ['info', { en: '5G ready', sw: 'Tayari kwa 5G' }],
];

export const Tones: Story = {
  render: (args, { globals }) => (
    <Stack direction="row" gap={2}>
      {tones.map(([tone, text]) => (
        <Badge key={tone} {...args} tone={tone}>
          {pick(globals, text)}
        </Badge>
      ))}
    </Stack>
  ),
};
