import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from '../grid/grid';
import { Skeleton } from './skeleton';

/** What stands in for content while it loads: text lines, a block, a card or a hero. */
const meta = { title: 'UI/Loading/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;

type SkeletonStory = StoryObj<typeof Skeleton>;

export const Text: SkeletonStory = { args: { variant: 'text', lines: 3, width: 320 } };
export const Block: SkeletonStory = { args: { variant: 'block', height: 120 } };
export const Cards: SkeletonStory = {
  render: () => (
    <Grid columns={3}>
      <Skeleton variant="card" />
      <Skeleton variant="card" />
      <Skeleton variant="card" />
    </Grid>
  ),
};
export const HeroBlock: SkeletonStory = {
  args: { variant: 'hero' },
  parameters: { layout: 'fullscreen' },
};
