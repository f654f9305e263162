import { useLanguage } from '@site/shared-i18n';
import { formHoneypot } from '@site/shared-server-contract';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { flattenErrors } from './field-errors';
import { focusFirstField } from './focus-first-field';
import {
  classifySubmissionError,
  type FieldIssue,
  isRefusal,
  type SubmissionFailure,
  type SubmitError,
} from './submission-failure';
import { useSubmitFormMutation } from './submit-api';
import { useFormDraft } from './use-form-draft';
import { useFormTicket } from './use-form-ticket';
import { useSubmitOnce } from './use-submit-once';

export type UseFormSubmissionOptions<TIn extends FieldValues, TOut> = {
  /** Draft key and id prefix of the fields, e.g. `business-community`. */
  formId: string;
  /** The CMS collection, e.g. `/business-community-signups`. */
  path: string;
  /** The form, validated by its shared rules (`rulesResolver`): its values are the payload. */
  form: UseFormReturn<TIn, unknown, TOut>;
  /**
   * Server field errors, after they are set on the form; a multi-step form shows their step and
   * focuses the field itself. Without it the first one on screen gets focus.
   */
  onFieldIssues?: (issues: FieldIssue[]) => void;
};

/**
 * Everything between "Submit" and the success screen: validation (react-hook-form + the form's shared
 * rules), the one-at-a-time POST with `locale`, the honeypot and the timing ticket (renewed and sent
 * once more if the CMS refused it), the draft (kept until success), and a failure classified for the
 * visitor, with server field errors set back on their fields. The form should set
 * `shouldFocusError: false`: focus goes to the first invalid field on screen (focusFirstField).
 */
export function useFormSubmission<TIn extends FieldValues, TOut extends object>(
  options: UseFormSubmissionOptions<TIn, TOut>,
) {
  const { formId, path, form, onFieldIssues } = options;
  const { locale } = useLanguage();
  const [submitForm] = useSubmitFormMutation();
  const ticket = useFormTicket(path);
  const { restored: draftRestored, clear: clearDraft } = useFormDraft(
    formId,
    form as unknown as UseFormReturn<FieldValues>,
  );
  // The honeypot's value at the moment of submit, read from the form element (it is not a form field).
  const honeypot = useRef('');
  const [reference, setReference] = useState<string | null>(null);
  const [failure, setFailure] = useState<SubmissionFailure | null>(null);
  const { setError, handleSubmit } = form;

  const send = useCallback(
    async (values: TOut) => {
      setFailure(null);
      const data = { ...values, locale, [formHoneypot]: honeypot.current };
      const attempt = async (freshTicket: boolean) => {
        const current = await ticket(freshTicket).catch((error: SubmitError) => {
          // A ticket refused or not found is the site's fault, never the visitor's answers.
          const { kind } = classifySubmissionError(error);
          throw kind === 'rejected' || kind === 'fields' ? { status: 503, data: null } : error;
        });
        return submitForm({ path, data, ticket: current }).unwrap();
      };
      try {
        const result = await attempt(false).catch((error: SubmitError) => {
          if (isRefusal(error)) return attempt(true);
          throw error;
        });
        clearDraft();
        setReference(result.reference);
      } catch (error) {
        const online = typeof navigator === 'undefined' || navigator.onLine !== false;
        const classified = classifySubmissionError(error as SubmitError, online);
        if (classified.kind === 'fields') {
          classified.issues.forEach((issue) =>
            setError(issue.name as Path<TIn>, { type: 'server', message: issue.code }),
          );
          // A multi-step form first shows the step of the first issue, then its field gets focus.
          if (onFieldIssues) onFieldIssues(classified.issues);
          else
            focusFirstField(
              formId,
              classified.issues.map((issue) => issue.name),
            );
        }
        setFailure(classified);
      }
    },
    [locale, ticket, submitForm, path, clearDraft, setError, onFieldIssues, formId],
  );

  const validateAndSend = useCallback(
    (event?: FormEvent<HTMLFormElement>) =>
      handleSubmit(send, (errors) => {
        setFailure(null);
        focusFirstField(
          formId,
          flattenErrors(errors).map((error) => error.name),
        );
      })(event),
    [handleSubmit, send, formId],
  );
  const { run, pending } = useSubmitOnce(validateAndSend);

  /** The form's `onSubmit`: a second submit while the first is out is swallowed, not sent natively. */
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const trap = event.currentTarget.elements.namedItem(formHoneypot);
      honeypot.current = trap instanceof HTMLInputElement ? trap.value : '';
      void run(event);
    },
    [run],
  );

  return { onSubmit, pending, reference, failure, draftRestored };
}
