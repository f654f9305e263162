/** Joins class names, skipping falsy values, so conditional modifiers read as one expression. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
