import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { NotificationArea } from './notification-area';
import { NotificationContext } from './notification-context';
import { createNotificationStore } from './notification-store';

function Demo({
  type,
  title,
  text,
}: {
  type: 'info' | 'warning' | 'error' | 'success';
  title: string;
  text: string;
}) {
  const [store] = useState(createNotificationStore);
  useEffect(() => {
    store.notify({ title, text, type, duration: 60_000 });
  }, [store, title, text, type]);
  return (
    <NotificationContext.Provider value={store}>
      <NotificationArea />
    </NotificationContext.Provider>
  );
}

const meta = { title: 'Shared/Notifications', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoadFailure: Story = {
  args: { type: 'warning', title: 'Error', text: 'Failed to Load Content' },
};
export const LoadFailureSwahili: Story = {
  args: { type: 'warning', title: 'Hitilafu', text: 'Maudhui hayakuweza kupakiwa' },
};
export const Information: Story = {
  args: { type: 'info', title: 'Saved', text: 'Your draft is kept on this phone.' },
};
