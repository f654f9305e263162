import type { DocumentItem } from '@site/shared-content';
import { compareIso } from '../shared/compare-iso';

export type DocumentGroup = { key: string; label: string | null; documents: DocumentItem[] };

/**
 * Groups by category when editors set any, otherwise by year (reports, AGM papers); the newest
 * documents first in each group. Uncategorised ones go last under a null label.
 */
export function groupDocuments(documents: DocumentItem[]): DocumentGroup[] {
  const byCategory = documents.some((doc) => doc.category?.trim());
  const sorted = [...documents].sort((a, b) => compareIso(b.date, a.date));
  const groups = new Map<string, DocumentGroup>();
  for (const doc of sorted) {
    const label = byCategory ? doc.category?.trim() || null : doc.date.slice(0, 4) || null;
    const key = label ?? '';
    const group = groups.get(key) ?? { key, label, documents: [] };
    group.documents.push(doc);
    groups.set(key, group);
  }
  const list = [...groups.values()];
  // Years read newest first; categories keep the editor's order of first appearance.
  if (!byCategory) list.sort((a, b) => compareIso(b.key, a.key));
  return [...list.filter((group) => group.label), ...list.filter((group) => !group.label)];
}
