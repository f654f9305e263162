import type { ReactNode } from 'react';

/** A line drawing on a 24-unit grid in the text's colour, for the header's buttons. */
export function LineIcon({
  size = 24,
  strokeWidth = 2,
  children,
}: {
  size?: number;
  strokeWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
    >
      {children}
    </svg>
  );
}
