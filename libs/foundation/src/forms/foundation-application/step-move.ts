import { plainSubmissions, type StepMove, stepMoveValue } from '@site/shared-server-contract';
import type { MouseEvent } from 'react';

/**
 * A button of the steps that works both ways (ADR 0031): with JavaScript its click moves the form in
 * the browser; without, it submits the form to the server with its move as `go`.
 */
export const moveButton = (move: StepMove, onMove: () => void) => ({
  type: 'submit' as const,
  name: plainSubmissions.fields.go,
  value: stepMoveValue(move),
  onClick: (event: MouseEvent) => {
    event.preventDefault();
    onMove();
  },
});
