import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pick } from '../../storybook/story-copy';
import { Tabs } from './tabs';

/** Panels of one topic side by side, one shown at a time. */
const meta = { title: 'UI/Interactive/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;

const serviceMenus = {
  en: {
    label: 'Service menus',
    items: [
      { id: 'mpesa', label: 'M-Pesa', content: <p>Dial *150*00# for the M-Pesa menu.</p> },
      { id: 'bundles', label: 'Bundles', content: <p>Dial *149*01# to buy a bundle.</p> },
      { id: 'red', label: 'RED', content: <p>Dial *149*73# for the Vodacom RED menu.</p> },
    ],
  },
  sw: {
    label: 'Menyu za huduma',
    items: [
      { id: 'mpesa', label: 'M-Pesa', content: <p>Piga *150*00# kupata menyu ya M-Pesa.</p> },
      { id: 'bundles', label: 'Vifurushi', content: <p>Piga *149*01# kununua kifurushi.</p> },
      { id: 'red', label: 'RED', content: <p>Piga *149*73# kupata menyu ya Vodacom RED.</p> },
    ],
  },
};

export const ServiceMenus: StoryObj<typeof Tabs> = {
  render: (args, { globals }) => <Tabs {...args} {...pick(globals, serviceMenus)} />,
  play: async ({ canvas, userEvent, globals }) => {
    const bundles = canvas.getByRole('tab', { name: pick(globals, { en: 'Bundles', sw: 'Vifurushi' }) });
    await userEvent.click(bundles);
    await expect(bundles).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('*149*01#');
  },
};
