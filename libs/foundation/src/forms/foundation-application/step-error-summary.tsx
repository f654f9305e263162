import { FormErrorSummary, flattenErrors, useLabelFor } from '@site/shared-forms';
import type { FieldErrors } from 'react-hook-form';
import type { FoundationApplicationInput } from './foundation-application-defaults';
import { foundationSteps } from './foundation-steps';
import { applicantPerson, budgetLine, fieldMessages } from './foundation-application-messages';
import { type FoundationForm, foundationFormId, useFoundationTexts } from './step-types';

/** The errors of one step's fields, in field order. */
export function stepErrors(errors: FieldErrors<FoundationApplicationInput>, step: number) {
  const fields: readonly string[] = foundationSteps[step]?.fields ?? [];
  return flattenErrors(errors).filter((error) => fields.includes(error.name.split('.')[0] ?? ''));
}

/** The error summary of the current step; list rows are named "Applicant 2 – Email". */
export function StepErrorSummary({ form, step }: { form: FoundationForm; step: number }) {
  const t = useFoundationTexts();
  const label = useLabelFor(fieldMessages);
  const labelFor = (name: string) => {
    const row = /^(applicants|budgetLines)\.(\d+)\.(\w+)$/.exec(name);
    if (!row) return label(name);
    const [, list, index, leaf] = row;
    const item = t(list === 'applicants' ? applicantPerson : budgetLine, { number: Number(index) + 1 });
    return `${item} – ${label(`${list}.${leaf}`)}`;
  };
  return (
    <FormErrorSummary
      formId={foundationFormId}
      errors={stepErrors(form.formState.errors, step)}
      labelFor={labelFor}
    />
  );
}
