import { render, screen } from '@testing-library/react';
import { Stack } from './stack';

describe('Stack', () => {
  it('lays children in a row with a gap from the spacing scale', () => {
    render(
      <Stack direction="row" gap={3} data-testid="stack">
        <span>A</span>
        <span>B</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack).toHaveClass('row', 'wrap');
    expect(stack.style.getPropertyValue('--stack-gap')).toBe('var(--space-3)');
  });
});
