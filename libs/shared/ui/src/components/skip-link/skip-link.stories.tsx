import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pick } from '../../storybook/story-copy';
import { SkipLink } from './skip-link';

const meta = {
  title: 'UI/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Press Tab: the link slides into view. */
export const Default: Story = {
  args: { children: 'Skip to main content' },
  render: (args, { globals }) => (
    <>
      <SkipLink {...args}>
        {pick(globals, { en: 'Skip to main content', sw: 'Ruka hadi maudhui makuu' })}
      </SkipLink>
      <nav aria-label="Main" style={{ padding: 16 }}>
        <a href="/mpesa">M-Pesa</a>
      </nav>
      <main id="main" tabIndex={-1} style={{ padding: 16 }}>
        {pick(globals, { en: 'Main content', sw: 'Maudhui makuu' })}
      </main>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /main|makuu/i })).toHaveFocus();
  },
};
