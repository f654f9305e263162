import { fieldId } from './field-errors';

/**
 * Focuses the invalid field that comes first on screen. react-hook-form's own `shouldFocusError`
 * follows registration order, which differs from the layout once fields are split into sections
 * or appear conditionally; forms turn it off and call this instead. Returns whether it focused.
 */
export function focusFirstField(formId: string, names: string[]): boolean {
  const elements = names
    .map((name) => document.getElementById(fieldId(formId, name)))
    .filter((element): element is HTMLElement => element !== null);
  elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = elements[0];
  first?.focus();
  first?.scrollIntoView?.({ block: 'center' });
  return first !== undefined;
}
