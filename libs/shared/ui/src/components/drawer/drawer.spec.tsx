import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Drawer } from './drawer';

describe('Drawer', () => {
  it('opens as a named dialog and closes with its close button and with Escape', async () => {
    render(
      <Drawer triggerLabel="Menu" closeLabel="Close menu" title="Main menu">
        <a href="/mpesa">M-Pesa</a>
      </Drawer>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'M-Pesa' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
