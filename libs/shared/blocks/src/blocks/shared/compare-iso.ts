/**
 * Orders ISO dates and years (`2026-03-14`, `2025`) oldest first. They sort by code unit;
 * `localeCompare` would start ICU's collator on the phone for nothing.
 */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
