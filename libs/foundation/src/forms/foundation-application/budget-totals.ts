import { readTypedNumber } from '@site/shared-forms';

/** A typed amount as the form reads it; anything not (yet) a number of 0 or more counts as 0. */
function amount(value: string | undefined): number {
  const n = readTypedNumber(value ?? '');
  return typeof n === 'number' && n >= 0 ? n : 0;
}

/** Line totals (quantity × unit cost) and the grand total, from the typed (not yet valid) lines. */
export function budgetTotals(lines: readonly { quantity?: string; unitCost?: string }[] | undefined) {
  const lineTotals = (lines ?? []).map((line) => amount(line.quantity) * amount(line.unitCost));
  return { lineTotals, total: lineTotals.reduce((sum, value) => sum + value, 0) };
}
