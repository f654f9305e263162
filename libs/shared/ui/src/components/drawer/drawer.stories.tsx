import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { pick } from '../../storybook/story-copy';
import { Stack } from '../stack/stack';
import { TextLink } from '../text-link/text-link';
import { Drawer } from './drawer';

/** A sheet that slides in over the page (the phone's menu): a dialog that Escape closes. */
const meta = { title: 'UI/Interactive/Drawer', component: Drawer } satisfies Meta<typeof Drawer>;
export default meta;

const menuLinks = {
  en: ['Mobile', 'M-Pesa', 'Business', 'Support'],
  sw: ['Simu', 'M-Pesa', 'Biashara', 'Msaada'],
};

export const MobileMenu: StoryObj<typeof Drawer> = {
  globals: { viewport: { value: 'phone390' } },
  render: (args, { globals }) => (
    <Drawer
      {...args}
      triggerLabel={pick(globals, { en: 'Menu', sw: 'Menyu' })}
      closeLabel={pick(globals, { en: 'Close menu', sw: 'Funga menyu' })}
      title={pick(globals, { en: 'Main menu', sw: 'Menyu kuu' })}
    >
      <nav aria-label={pick(globals, { en: 'Main', sw: 'Kuu' })}>
        <Stack as="ul" gap={1} style={{ listStyle: 'none', padding: 0 }}>
          {pick(globals, menuLinks).map((label) => (
            <li key={label}>
              <TextLink href={`/${label.toLowerCase()}`} variant="standalone">
                {label}
              </TextLink>
            </li>
          ))}
        </Stack>
      </nav>
    </Drawer>
  ),
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: pick(globals, { en: 'Menu', sw: 'Menyu' }) }));
    // The sheet is portalled to <body>, outside the story canvas.
    const dialog = await screen.findByRole('dialog', {
      name: pick(globals, { en: 'Main menu', sw: 'Menyu kuu' }),
    });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
