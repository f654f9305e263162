import type { StepMove } from '@site/shared-server-contract';
import { Button } from '@site/shared-ui';
import type { ReactNode } from 'react';
import { moveButton } from './step-move';

type ListButtonProps = {
  variant: 'ghost' | 'secondary';
  /** What the button asks of the server without JavaScript. */
  move: StepMove;
  onClick: () => void;
  children: ReactNode;
};

/** Adds or removes an item of a repeated list (applicants, budget lines), on a line of its own. */
export function ListButton({ variant, move, onClick, children }: ListButtonProps) {
  return (
    <div>
      <Button variant={variant} {...moveButton(move, onClick)}>
        {children}
      </Button>
    </div>
  );
}
