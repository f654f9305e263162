import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../storybook/story-copy';
import { Button } from '../button/button';
import { Stack } from './stack';

/** Things one after the other, down or across, with the system's spacing. */
const meta = { title: 'UI/Layout/Stack', component: Stack } satisfies Meta<typeof Stack>;
export default meta;

const renderStack: StoryObj<typeof Stack>['render'] = (args, { globals }) => (
  <Stack {...args}>
    <Button>{pick(globals, { en: 'Buy airtime', sw: 'Nunua salio' })}</Button>
    <Button variant="secondary">{pick(globals, { en: 'Check balance', sw: 'Angalia salio' })}</Button>
    <Button variant="ghost">{pick(globals, { en: 'Help', sw: 'Msaada' })}</Button>
  </Stack>
);

export const Column: StoryObj<typeof Stack> = { args: { gap: 3, align: 'start' }, render: renderStack };
export const Row: StoryObj<typeof Stack> = {
  args: { direction: 'row', gap: 3, align: 'center' },
  render: renderStack,
};
