import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../storybook/story-copy';
import { Card } from '../card/card';
import { Grid } from './grid';

const meta = { title: 'UI/Grid', component: Grid } satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

const services = {
  en: ['Internet', 'Voice', 'SMS', 'Roaming', 'Devices', 'M-Pesa', 'Business', 'Foundation'],
  sw: ['Intaneti', 'Sauti', 'SMS', 'Huduma nje ya nchi', 'Vifaa', 'M-Pesa', 'Biashara', 'Taasisi'],
};

const render: Story['render'] = (args, { globals }) => (
  <Grid {...args} as="ul">
    {pick(globals, services).map((name) => (
      <li key={name}>
        <Card title={name} headingLevel={2} />
      </li>
    ))}
  </Grid>
);

export const ThreeColumns: Story = { args: { columns: 3 }, render };
export const FourColumns: Story = { args: { columns: 4, gap: 'sm' }, render };
