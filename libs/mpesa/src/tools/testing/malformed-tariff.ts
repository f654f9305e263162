/**
 * Two bands of `send-registered` that no calculator may use: the second, open-ended, starts at
 * `secondFrom`, so below 1000 it overlaps the first (0–999) and above 1000 it leaves a gap.
 */
export function malformedTariff(secondFrom: number, categoryLabel: string) {
  const band = (id: number, documentId: string, minimum: number, maximum: number | null, fee: number) => ({
    id,
    documentId,
    category: 'send-registered',
    categoryLabel,
    minimum,
    maximum,
    fee,
  });
  return [band(1, 'a', 0, 999, 0), band(2, 'b', secondFrom, null, 30)];
}
