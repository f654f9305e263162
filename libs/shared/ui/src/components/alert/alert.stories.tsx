import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../storybook/story-copy';
import { Stack } from '../stack/stack';
import { TextLink } from '../text-link/text-link';
import { Alert } from './alert';

const meta = { title: 'UI/Alert', component: Alert } satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args, { globals }) => (
    <Stack gap={4}>
      <Alert {...args} tone="info" title={pick(globals, { en: 'Good to know', sw: 'Vizuri kujua' })}>
        {pick(globals, {
          en: 'Register your SIM with your NIDA number to keep using M-Pesa.',
          sw: 'Sajili laini yako kwa namba ya NIDA ili uendelee kutumia M-Pesa.',
        })}
      </Alert>
      <Alert {...args} tone="success" title={pick(globals, { en: 'Message sent', sw: 'Ujumbe umetumwa' })}>
        {pick(globals, { en: 'We will reply within 24 hours.', sw: 'Tutajibu ndani ya saa 24.' })}
      </Alert>
      <Alert
        {...args}
        tone="warning"
        title={pick(globals, { en: 'Planned maintenance', sw: 'Matengenezo yaliyopangwa' })}
        action={
          <TextLink href="/status">{pick(globals, { en: 'Network status', sw: 'Hali ya mtandao' })}</TextLink>
        }
      >
        {pick(globals, {
          en: 'M-Pesa may be slow on Sunday from 02:00 to 04:00.',
          sw: 'M-Pesa inaweza kuwa polepole Jumapili kuanzia 02:00 hadi 04:00.',
        })}
      </Alert>
      <Alert
        {...args}
        tone="error"
        title={pick(globals, { en: 'Something went wrong', sw: 'Kuna hitilafu' })}
      >
        {pick(globals, {
          en: 'We could not load the bundles. Check your connection and try again.',
          sw: 'Hatukuweza kupakia vifurushi. Angalia mtandao wako kisha ujaribu tena.',
        })}
      </Alert>
    </Stack>
  ),
};
