import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../storybook/story-copy';
import { Card } from '../card/card';
import { Grid } from './grid';

/** Cards in columns that fold to one on a phone. */
const meta = { title: 'UI/Layout/Grid', component: Grid } satisfies Meta<typeof Grid>;
export default meta;

const services = {
  en: ['Internet', 'Voice', 'SMS', 'Roaming', 'Devices', 'M-Pesa', 'Business', 'Foundation'],
  sw: ['Intaneti', 'Sauti', 'SMS', 'Huduma nje ya nchi', 'Vifaa', 'M-Pesa', 'Biashara', 'Taasisi'],
};

const renderGrid: StoryObj<typeof Grid>['render'] = (args, { globals }) => (
  <Grid {...args} as="ul">
    {pick(globals, services).map((name) => (
      <li key={name}>
        <Card title={name} headingLevel={2} />
      </li>
    ))}
  </Grid>
);

export const ThreeColumns: StoryObj<typeof Grid> = { args: { columns: 3 }, render: renderGrid };
export const FourColumns: StoryObj<typeof Grid> = { args: { columns: 4, gap: 'sm' }, render: renderGrid };
