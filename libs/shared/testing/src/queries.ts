import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Where the link named `name` leads (its `href`, or null); throws when there is no such link. */
export function hrefOf(name: string | RegExp): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}

/**
 * The page's one picture, after checking that it is decorative (empty alt, so its role is
 * `presentation`) and lazy, as a picture without alternative text below the first block must be.
 */
export function decorativeLazyImage(): HTMLElement {
  const image = screen.getByRole('presentation');
  expect(image).toHaveAttribute('alt', '');
  expect(image).toHaveAttribute('loading', 'lazy');
  return image;
}
