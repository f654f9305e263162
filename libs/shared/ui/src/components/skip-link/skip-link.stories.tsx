import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pick } from '../../storybook/story-copy';
import { SkipLink } from './skip-link';

/** The first stop of the keyboard: straight to the page's main content. */
const meta = { title: 'UI/Actions/SkipLink', component: SkipLink } satisfies Meta<typeof SkipLink>;
export default meta;

/** Press Tab: the link slides into view. */
export const Default: StoryObj<typeof SkipLink> = {
  parameters: { layout: 'fullscreen' },
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
