// @ts-check
// A form answered one step at a time: which fields each step asks (the last step reviews them all).

/** @typedef {{ readonly id: string, readonly fields: readonly string[] }} Step */

/**
 * The step that holds a field (`applicants.1.email` → the applicants step); the first when unknown.
 * @param {readonly Step[]} steps
 * @param {string} name
 */
export function stepOf(steps, name) {
  const root = name.split('.')[0];
  const index = steps.findIndex((step) => step.fields.includes(root ?? ''));
  return index < 0 ? 0 : index;
}
