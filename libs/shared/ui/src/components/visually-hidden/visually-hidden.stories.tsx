import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import Search from 'lucide-react/icons/search';
import { pick } from '../../storybook/story-copy';
import { VisuallyHidden } from './visually-hidden';

const meta = { title: 'UI/VisuallyHidden', component: VisuallyHidden } satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button still has a spoken name. */
export const IconButtonLabel: Story = {
  render: (_, { globals }) => (
    <button type="button" style={{ minWidth: 44, minHeight: 44 }}>
      <Search aria-hidden="true" />
      <VisuallyHidden>{pick(globals, { en: 'Search', sw: 'Tafuta' })}</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: pick(globals, { en: 'Search', sw: 'Tafuta' }) }),
    ).toBeVisible();
  },
};
