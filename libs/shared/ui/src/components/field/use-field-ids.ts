import { useId } from 'react';
import type { ReactNode } from 'react';

type Options = { id?: string; hint?: ReactNode; error?: ReactNode; describedBy?: string };

/**
 * Ids that tie a control to its hint and error: `aria-describedby` lists the error first so it is
 * read before the hint, and keeps any ids the caller passed.
 */
export function useFieldIds({ id, hint, error, describedBy }: Options) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const ids = [errorId, hintId, describedBy].filter(Boolean).join(' ');
  return { controlId, hintId, errorId, describedBy: ids || undefined, invalid: Boolean(error) };
}
