import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LinkComponentProps } from '../../utils/link';
import { Button } from './button';

describe('Button', () => {
  it('is a button that reports clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Buy bundle</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Buy bundle' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders a link when given href, through a router link component', () => {
    const RouterLink = ({ href, children, ...rest }: LinkComponentProps) => (
      <a data-router="yes" href={href} {...rest}>
        {children}
      </a>
    );
    render(
      <Button href="/mpesa" linkComponent={RouterLink} variant="secondary">
        M-Pesa
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'M-Pesa' });
    expect(link).toHaveAttribute('href', '/mpesa');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('while loading, is busy, stays focusable and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Tuma
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Tuma' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref (React 19 ref prop)', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(<Button ref={ref}>Ok</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Ok' }));
  });
});
