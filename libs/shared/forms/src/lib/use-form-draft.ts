import { formDraftsItem } from '@site/shared-i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export const draftKey = (formId: string) => `${formDraftsItem.key}${formId}`;

function readDraft(formId: string): FieldValues | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(formId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as FieldValues)
      : null;
  } catch {
    // Private browsing or a corrupt entry: start empty rather than break the form.
    return null;
  }
}

function writeDraft(formId: string, values: FieldValues | null) {
  try {
    if (values) window.sessionStorage.setItem(draftKey(formId), JSON.stringify(values));
    else window.sessionStorage.removeItem(draftKey(formId));
  } catch {
    // A full or blocked storage only loses the draft, never the form.
  }
}

/**
 * Keeps what the visitor typed in sessionStorage (per tab, gone when the tab closes, so a shared
 * phone does not keep someone's bank details) and restores it on load: a dropped connection, a
 * failed submit or a reload costs nothing. Storage is touched only in effects (prerender-safe).
 * Call `clear()` after a successful submission.
 */
export function useFormDraft<T extends FieldValues>(formId: string, form: UseFormReturn<T>) {
  const [restored, setRestored] = useState(false);
  const cleared = useRef(false);
  const { reset, watch } = form;

  useEffect(() => {
    const draft = readDraft(formId);
    if (draft) {
      // Merged over the defaults so fields added after the draft was saved still get a value.
      reset({ ...form.formState.defaultValues, ...draft } as T, { keepDefaultValues: true });
      // Storage is only readable after hydration (the HTML is prerendered), hence state set here.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRestored(true);
    }
    cleared.current = false;
    const subscription = watch((values) => {
      if (!cleared.current) writeDraft(formId, values);
    });
    return () => subscription.unsubscribe();
    // `form.formState` is read once on mount on purpose: the draft is restored only on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId, reset, watch]);

  const clear = useCallback(() => {
    cleared.current = true;
    writeDraft(formId, null);
    setRestored(false);
  }, [formId]);

  return { restored, clear };
}
