/**
 * What a button of a multi-step form asks when it is posted without JavaScript (ADR 0031), as the
 * value of its `go` field: the next step (its answers checked first), the step before, a step by
 * number (the review's Change buttons), one more item of a list, an item of a list removed, or send.
 */
export type StepMove =
  | { to: 'next' }
  | { to: 'back' }
  | { to: 'send' }
  | { to: 'step'; step: number }
  | { to: 'add'; list: string }
  | { to: 'remove'; list: string; index: number };

/** A move as its button's `go` value (`remove:applicants:2`). */
export function stepMoveValue(move: StepMove): string {
  if (move.to === 'step') return `step:${move.step}`;
  if (move.to === 'add') return `add:${move.list}`;
  if (move.to === 'remove') return `remove:${move.list}:${move.index}`;
  return move.to;
}

const name = '[a-zA-Z]{1,40}';
const index = '(0|[1-9][0-9]{0,2})';
const moveValue = new RegExp(`^(?:(next|back|send)|step:${index}|add:(${name})|remove:(${name}):${index})$`);

/** The move a posted `go` value asks, or null when no button of a form sends it. */
export function readStepMove(value: string): StepMove | null {
  const match = moveValue.exec(value);
  if (!match) return null;
  const [, plain, step, added, removed, at] = match;
  if (plain === 'next' || plain === 'back' || plain === 'send') return { to: plain };
  if (step !== undefined) return { to: 'step', step: Number(step) };
  if (added !== undefined) return { to: 'add', list: added };
  if (removed !== undefined && at !== undefined) return { to: 'remove', list: removed, index: Number(at) };
  return null;
}
