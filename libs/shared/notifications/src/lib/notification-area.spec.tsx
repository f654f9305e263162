import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationArea } from './notification-area';
import { NotificationContext } from './notification-context';
import { createNotificationStore } from './notification-store';

function setup() {
  const store = createNotificationStore();
  render(
    <NotificationContext.Provider value={store}>
      <NotificationArea />
    </NotificationContext.Provider>,
  );
  return store;
}

describe('NotificationArea', () => {
  it('announces a warning as an alert with the my-notification class', () => {
    const store = setup();
    act(() => void store.notify({ title: 'Error', text: 'Failed to Load Content', type: 'warning' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('ErrorFailed to Load Content');
    expect(alert).toHaveClass('my-notification');
  });

  it('announces information politely', () => {
    const store = setup();
    act(() => void store.notify({ title: 'Saved' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('closes on click', async () => {
    const store = setup();
    act(() => void store.notify({ title: 'Error', type: 'warning' }));
    await userEvent.click(screen.getByRole('button', { name: /Error/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
