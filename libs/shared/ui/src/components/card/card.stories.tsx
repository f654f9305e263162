import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pick, storyImage } from '../../storybook/story-copy';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Grid } from '../grid/grid';
import { Icon } from '../icon/icon';
import { Card } from './card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { title: 'Daily bundles', headingLevel: 2 },
  argTypes: { title: { control: false } },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

const photo = (alt: string) => <img src={storyImage(640, 360, 'red')} alt={alt} width={640} height={360} />;

export const WholeCardLink: Story = {
  args: { href: '/bundles/daily' },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 360 }}>
      <Card
        {...args}
        media={photo(
          pick(globals, { en: 'Young woman browsing on her phone', sw: 'Msichana akitumia simu yake' }),
        )}
        eyebrow={pick(globals, { en: 'Internet', sw: 'Intaneti' })}
        badge={<Badge>{pick(globals, { en: 'New', sw: 'Mpya' })}</Badge>}
        title={pick(globals, { en: 'Daily bundles', sw: 'Vifurushi vya siku' })}
      >
        {pick(globals, {
          en: 'Internet for the day. Dial *149*01# or buy with M-Pesa.',
          sw: 'Intaneti ya siku nzima. Piga *149*01# au nunua kwa M-Pesa.',
        })}
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const WithIconAndAction: Story = {
  render: (args, { globals }) => (
    <Grid columns={3}>
      {(['wallet', 'send', 'piggy-bank'] as const).map((name, index) => (
        <Card
          key={name}
          {...args}
          icon={<Icon name={name} size={28} />}
          title={pick(globals, {
            en: ['Pay bills', 'Send money', 'M-Pawa savings'][index],
            sw: ['Lipa bili', 'Tuma pesa', 'Akiba ya M-Pawa'][index],
          })}
          action={
            <Button variant="secondary" href={`/mpesa/${name}`}>
              {pick(globals, { en: 'Learn more', sw: 'Jifunze zaidi' })}
            </Button>
          }
        >
          {pick(globals, {
            en: 'Fast, safe and available on every phone, no smartphone needed.',
            sw: 'Haraka, salama na inapatikana kwenye kila simu, bila kuhitaji simu janja.',
          })}
        </Card>
      ))}
    </Grid>
  ),
};
