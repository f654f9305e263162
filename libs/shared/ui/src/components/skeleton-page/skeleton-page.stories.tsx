import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { localized } from '../../storybook/localized';
import { SkeletonPage } from './skeleton-page';

/** A whole page's stand-in while its content loads, announced as busy. */
const meta = { title: 'UI/Loading/SkeletonPage', component: SkeletonPage } satisfies Meta<
  typeof SkeletonPage
>;
export default meta;

export const Default: StoryObj<typeof SkeletonPage> = {
  parameters: { layout: 'fullscreen' },
  render: localized(SkeletonPage, { label: { en: 'Loading page…', sw: 'Inapakia ukurasa…' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};
