import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../storybook/story-copy';
import { Button } from '../button/button';
import { Stack } from './stack';

const meta = { title: 'UI/Stack', component: Stack } satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (args, { globals }) => (
  <Stack {...args}>
    <Button>{pick(globals, { en: 'Buy airtime', sw: 'Nunua salio' })}</Button>
    <Button variant="secondary">{pick(globals, { en: 'Check balance', sw: 'Angalia salio' })}</Button>
    <Button variant="ghost">{pick(globals, { en: 'Help', sw: 'Msaada' })}</Button>
  </Stack>
);

export const Column: Story = { args: { gap: 3, align: 'start' }, render };
export const Row: Story = { args: { direction: 'row', gap: 3, align: 'center' }, render };
