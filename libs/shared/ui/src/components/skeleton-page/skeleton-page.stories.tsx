import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pick } from '../../storybook/story-copy';
import { SkeletonPage } from './skeleton-page';

const meta = {
  title: 'UI/SkeletonPage',
  component: SkeletonPage,
  args: { label: 'Loading page…' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SkeletonPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => (
    <SkeletonPage {...args} label={pick(globals, { en: 'Loading page…', sw: 'Inapakia ukurasa…' })} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};
