import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from '../grid/grid';
import { Skeleton } from './skeleton';

const meta = { title: 'UI/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { variant: 'text', lines: 3, width: 320 } };
export const Block: Story = { args: { variant: 'block', height: 120 } };
export const Cards: Story = {
  render: () => (
    <Grid columns={3}>
      <Skeleton variant="card" />
      <Skeleton variant="card" />
      <Skeleton variant="card" />
    </Grid>
  ),
};
export const HeroBlock: Story = { args: { variant: 'hero' }, parameters: { layout: 'fullscreen' } };
