export { formsMessages } from './messages';
export {
  choice,
  consent,
  emailField,
  nonNegativeNumber,
  normaliseTzPhone,
  optionalDate,
  optionalText,
  optionalTzPhone,
  optionalUrl,
  optionalWholeNumber,
  requiredText,
  tzPhone,
  wholeNumber,
} from './lib/validation';
export { errorCodes, errorMessageId, isErrorCode } from './lib/error-codes';
export type { ErrorCode } from './lib/error-codes';
export { fieldId, flattenErrors, useErrorText, useLabelFor } from './lib/field-errors';
export { useFieldProps } from './lib/use-field-props';
export type { FlatError } from './lib/field-errors';
export { classifySubmissionError, fieldIssues } from './lib/submission-failure';
export type { FieldIssue, SubmissionFailure } from './lib/submission-failure';
export { formsApi, useSubmitFormMutation } from './lib/submit-api';
export type { SubmitFormArgs, SubmitFormResult } from './lib/submit-api';
export { draftKey, useFormDraft } from './lib/use-form-draft';
export { useSubmitOnce } from './lib/use-submit-once';
export { useFormSubmission } from './lib/use-form-submission';
export type { UseFormSubmissionOptions } from './lib/use-form-submission';
export { FormErrorSummary } from './lib/form-error-summary';
export type { FormErrorSummaryProps } from './lib/form-error-summary';
export { FormFailureAlert } from './lib/form-failure-alert';
export type { FormFailureAlertProps } from './lib/form-failure-alert';
export { FormStatus } from './lib/form-status';
export type { FormStatusProps } from './lib/form-status';
export { FormSuccess } from './lib/form-success';
export type { FormSuccessProps } from './lib/form-success';
export { HoneypotField } from './lib/honeypot-field';
export { FormSection } from './lib/form-section';
export type { FormSectionProps } from './lib/form-section';
export { focusFirstField } from './lib/focus-first-field';
export { useHydrated } from './lib/use-hydrated';
