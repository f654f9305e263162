import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pick } from '../../storybook/story-copy';
import { Button } from '../button/button';
import { NoticePage } from './notice-page';

/** A page without content of its own: why, and the ways on. */
const meta = {
  title: 'UI/NoticePage',
  component: NoticePage,
  args: { title: '', children: '' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NoticePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  render: (args, { globals }) => (
    <NoticePage
      {...args}
      code="404"
      title={pick(globals, { en: 'Page not found', sw: 'Ukurasa haukupatikana' })}
      actions={
        <>
          <Button href="/">
            {pick(globals, { en: 'Go to the home page', sw: 'Nenda ukurasa wa mwanzo' })}
          </Button>
          <Button href="/customer-service" variant="secondary">
            {pick(globals, { en: 'Customer service', sw: 'Huduma kwa wateja' })}
          </Button>
        </>
      }
    >
      {pick(globals, {
        en: 'The page you asked for does not exist or has moved. Try the home page or our customer service.',
        sw: 'Ukurasa ulioomba haupo au umehamishwa. Jaribu ukurasa wa mwanzo au huduma kwa wateja.',
      })}
    </NoticePage>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};
