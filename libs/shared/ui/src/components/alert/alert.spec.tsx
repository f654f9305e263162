import { render, screen } from '@testing-library/react';
import { Alert } from './alert';

describe('Alert', () => {
  it('shows title, text and action', () => {
    render(
      <Alert tone="warning" title="Service notice" action={<a href="/status">Network status</a>}>
        M-Pesa maintenance on Sunday 02:00–04:00.
      </Alert>,
    );
    expect(screen.getByText('Service notice')).toBeInTheDocument();
    expect(screen.getByText('M-Pesa maintenance on Sunday 02:00–04:00.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Network status' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is announced when live: alert for errors, status for success', () => {
    const { rerender } = render(<Alert tone="error" title="Payment failed" live />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    rerender(<Alert tone="success" title="Sent" live />);
    expect(screen.getByRole('status')).toHaveTextContent('Sent');
  });
});
