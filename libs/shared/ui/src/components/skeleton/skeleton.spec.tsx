/* eslint-disable testing-library/no-node-access -- aria-hidden placeholders have no role or text to query by */
import { render } from '@testing-library/react';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive tech and renders the requested number of lines', () => {
    const { container } = render(<Skeleton lines={3} width={200} />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root?.children).toHaveLength(3);
    expect(root).toHaveStyle({ width: '200px' });
  });

  it('takes the size given for a block', () => {
    const { container } = render(<Skeleton variant="block" width="50%" height={120} />);
    expect(container.firstElementChild).toHaveStyle({ width: '50%', height: '120px' });
  });
});
