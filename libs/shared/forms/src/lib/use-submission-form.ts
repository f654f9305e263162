import type { FormEcho } from '@site/shared-server-contract';
import type { Submission } from '@site/form-rules';
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useEchoErrors, useFormEcho } from './form-echo';
import type { FieldIssue } from './submission-failure';
import { useFieldProps } from './use-field-props';
import { useFormSubmission } from './use-form-submission';

export type UseSubmissionFormOptions<TIn extends FieldValues> = {
  /** Draft key and id prefix of the fields, e.g. `business-community`. */
  formId: string;
  /** The CMS collection, e.g. `/business-community-signups`. */
  path: string;
  /** The form's shared rules (`rulesResolver`), made once per module. */
  resolver: Resolver<TIn, unknown, Submission>;
  defaultValues: DefaultValues<TIn>;
  onFieldIssues?: (issues: FieldIssue[]) => void;
};

// Written out, not inferred: a project that references this one (its declarations) names each part.
export type SubmissionFormState<TIn extends FieldValues> = {
  formId: string;
  path: string;
  echo: FormEcho | null;
  form: UseFormReturn<TIn, unknown, Submission>;
  submission: ReturnType<typeof useFormSubmission<TIn, Submission>>;
  field: ReturnType<typeof useFieldProps<TIn, Submission>>;
};

/**
 * A form validated by its shared rules, its submission (useFormSubmission) and its fields' props. On
 * the server's answer to a visitor without JavaScript (`echo`, ADR 0031) it starts from their answers
 * and the server's errors.
 */
export function useSubmissionForm<TIn extends FieldValues>(
  options: UseSubmissionFormOptions<TIn>,
): SubmissionFormState<TIn> {
  const { formId, path, resolver, defaultValues, onFieldIssues } = options;
  const echo = useFormEcho(path);
  const errors = useEchoErrors<TIn>(echo);
  const form = useForm<TIn, unknown, Submission>({
    resolver,
    defaultValues: echo ? ({ ...defaultValues, ...echo.values } as DefaultValues<TIn>) : defaultValues,
    ...(errors ? { errors } : {}),
    // Focus goes to the first invalid field on screen (useFormSubmission), not the first registered.
    shouldFocusError: false,
  });
  const submission = useFormSubmission({ formId, path, form, onFieldIssues });
  const field = useFieldProps(formId, form, echo);
  return { formId, path, echo, form, submission, field };
}
