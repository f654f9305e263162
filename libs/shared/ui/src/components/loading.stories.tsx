import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { localized } from '../storybook/localized';
import { Grid } from './grid/grid';
import { Skeleton } from './skeleton/skeleton';
import { SkeletonPage } from './skeleton-page/skeleton-page';

/** What stands in for content while it loads: skeleton shapes (the default render) and the page. */
const meta = {
  title: 'UI/Loading',
  component: Skeleton,
  subcomponents: { SkeletonPage },
} satisfies Meta<typeof Skeleton>;
export default meta;

type SkeletonStory = StoryObj<typeof Skeleton>;

export const SkeletonText: SkeletonStory = { args: { variant: 'text', lines: 3, width: 320 } };
export const SkeletonBlock: SkeletonStory = { args: { variant: 'block', height: 120 } };
export const SkeletonCards: SkeletonStory = {
  render: () => (
    <Grid columns={3}>
      <Skeleton variant="card" />
      <Skeleton variant="card" />
      <Skeleton variant="card" />
    </Grid>
  ),
};
export const SkeletonHeroBlock: SkeletonStory = {
  args: { variant: 'hero' },
  parameters: { layout: 'fullscreen' },
};

export const SkeletonPageDefault: StoryObj<typeof SkeletonPage> = {
  parameters: { layout: 'fullscreen' },
  render: localized(SkeletonPage, { label: { en: 'Loading page…', sw: 'Inapakia ukurasa…' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};
