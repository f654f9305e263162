import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pick } from '../../storybook/story-copy';
import { Tabs } from './tabs';

/** Panels of one topic side by side, one shown at a time. */
const meta = { title: 'UI/Interactive/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;

const bundlePeriods = {
  en: {
    label: 'Bundle period',
    items: [
      { id: 'daily', label: 'Daily', content: <p>1 GB for TSh 1,000, valid 24 hours.</p> },
      { id: 'weekly', label: 'Weekly', content: <p>5 GB for TSh 5,000, valid 7 days.</p> },
      { id: 'monthly', label: 'Monthly', content: <p>25 GB for TSh 20,000, valid 30 days.</p> },
    ],
  },
  sw: {
    label: 'Muda wa kifurushi',
    items: [
      { id: 'daily', label: 'Siku', content: <p>GB 1 kwa TSh 1,000, kwa saa 24.</p> },
      { id: 'weekly', label: 'Wiki', content: <p>GB 5 kwa TSh 5,000, kwa siku 7.</p> },
      { id: 'monthly', label: 'Mwezi', content: <p>GB 25 kwa TSh 20,000, kwa siku 30.</p> },
    ],
  },
};

export const Bundles: StoryObj<typeof Tabs> = {
  render: (args, { globals }) => <Tabs {...args} {...pick(globals, bundlePeriods)} />,
  play: async ({ canvas, userEvent, globals }) => {
    const weekly = canvas.getByRole('tab', { name: pick(globals, { en: 'Weekly', sw: 'Wiki' }) });
    await userEvent.click(weekly);
    await expect(weekly).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(pick(globals, { en: '5 GB', sw: 'GB 5' }));
  },
};
