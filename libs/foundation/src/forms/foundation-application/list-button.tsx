import { Button } from '@site/shared-ui';
import type { ReactNode } from 'react';

type ListButtonProps = { variant: 'ghost' | 'secondary'; onClick: () => void; children: ReactNode };

/** Adds or removes an item of a repeated list (applicants, budget lines), on a line of its own. */
export function ListButton({ variant, onClick, children }: ListButtonProps) {
  return (
    <div>
      <Button variant={variant} onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}
