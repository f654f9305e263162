import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const items = [
  { id: 'daily', label: 'Daily', content: 'Daily bundles from TSh 500' },
  { id: 'weekly', label: 'Weekly', content: 'Weekly bundles from TSh 3,000' },
];

describe('Tabs', () => {
  it('shows the first panel and switches on click', async () => {
    render(<Tabs items={items} label="Bundle period" />);
    expect(screen.getByRole('tablist', { name: 'Bundle period' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Daily bundles from TSh 500');
    await userEvent.click(screen.getByRole('tab', { name: 'Weekly' }));
    expect(screen.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Weekly bundles from TSh 3,000');
  });

  it('moves between tabs with the arrow keys', async () => {
    render(<Tabs items={items} label="Bundle period" />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Daily' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Weekly' })).toHaveFocus();
  });
});
