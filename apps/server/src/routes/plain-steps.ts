import { type FormRules, type Step, stepOf, validate } from '@site/form-rules';
import type { FormEcho, StepMove } from '@site/shared-server-contract';

type Values = FormEcho['values'];
type Item = Record<string, string>;

/** Where a move leaves a visitor: the step on screen, the answers, and the errors of that step. */
export type Moved = { step: number; values: Values; errors: FormEcho['errors'] };

/** The list rule a move names, when it is a list of the step on screen (else the move is not the form's). */
function listOf(rules: FormRules, steps: readonly Step[], step: number, list: string) {
  const rule = Object.hasOwn(rules.fields, list) ? rules.fields[list] : undefined;
  return rule?.kind === 'list' && steps[step]?.fields.includes(list) ? rule : null;
}

/** Why a move cannot come from the step a visitor posted from, or null when it can. */
export function moveProblem(rules: FormRules, steps: readonly Step[], step: number, move: StepMove) {
  if (move.to === 'step' && move.step >= steps.length - 1) return 'go names a step of the form';
  if ((move.to === 'add' || move.to === 'remove') && !listOf(rules, steps, step, move.list))
    return 'go names a list of the step';
  return null;
}

/** The first step with an error (Send checks every step's answers). */
export const stepOfErrors = (steps: readonly Step[], errors: FormEcho['errors']) =>
  Math.min(...errors.map((error) => stepOf(steps, String(error.path[0] ?? ''))));

/**
 * Where a move other than Send takes a visitor without JavaScript, as the script's form does it:
 * Next checks the step's answers and stays on it with their errors, or goes on; Back and a review's
 * Change go to their step unchecked; Add and Remove change a list of the step within its limits.
 * Every answer is kept. Send from a step before the review is Next (the Enter key's default button).
 */
export function moveStep(
  rules: FormRules,
  steps: readonly Step[],
  step: number,
  move: StepMove,
  values: Values,
): Moved {
  const stay = { step, values, errors: [] };
  switch (move.to) {
    case 'back':
      return { ...stay, step: Math.max(step - 1, 0) };
    case 'step':
      return { ...stay, step: move.step };
    case 'add':
    case 'remove': {
      const rule = listOf(rules, steps, step, move.list);
      if (!rule || rule.kind !== 'list') return stay;
      const items = Array.isArray(values[move.list]) ? [...(values[move.list] as Item[])] : [];
      if (move.to === 'add' && items.length < rule.max)
        items.push(Object.fromEntries(Object.keys(rule.of).map((name) => [name, ''])));
      if (move.to === 'remove' && items.length > rule.min && move.index < items.length)
        items.splice(move.index, 1);
      return { ...stay, values: { ...values, [move.list]: items } };
    }
    default: {
      const fields: readonly string[] = steps[step]?.fields ?? [];
      const checked = validate(rules, values);
      const errors = checked.ok
        ? []
        : checked.errors.filter((error) => fields.includes(String(error.path[0])));
      return errors.length > 0
        ? { ...stay, errors }
        : { ...stay, step: Math.min(step + 1, steps.length - 1) };
    }
  }
}
