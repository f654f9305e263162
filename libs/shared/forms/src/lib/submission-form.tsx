import { Button, Stack, markHydrated } from '@site/shared-ui';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { formActionMessages, type FormTexts } from './form-messages';
import { FormStatus } from './form-status';
import { FormSuccess } from './form-success';
import { HoneypotField } from './honeypot-field';
import type { SubmissionFormState } from './use-submission-form';

export type SubmissionFormProps<TIn extends FieldValues> = {
  of: SubmissionFormState<TIn>;
  /** The form's own texts: its name, what follows a success, its fields' labels. */
  texts: FormTexts;
  headingLevel?: 2 | 3;
  /** Above the fields; a single-page form's status (FormStatus) unless given. */
  header?: ReactNode;
  /** Below the fields; a single submit button unless given (a multi-step form has its navigation). */
  actions?: ReactNode;
  children: ReactNode;
};

/** A form's element with its honeypot, or the success screen once the CMS has stored it. */
export function SubmissionForm<TIn extends FieldValues>(props: SubmissionFormProps<TIn>) {
  const { of, texts, headingLevel, header, actions, children } = props;
  const { formId, form, submission } = of;
  const intl = useIntl();
  if (submission.reference) {
    return (
      <FormSuccess
        reference={submission.reference}
        headingLevel={headingLevel}
        nextSteps={
          <p>
            <FormattedMessage {...texts.successNext} />
          </p>
        }
      />
    );
  }
  return (
    <form
      noValidate
      onSubmit={submission.onSubmit}
      aria-label={intl.formatMessage(texts.label)}
      ref={markHydrated}
    >
      <Stack gap={5}>
        {header ?? (
          <FormStatus
            formId={formId}
            labels={texts.fields}
            errors={form.formState.errors}
            isSubmitted={form.formState.isSubmitted}
            draftRestored={submission.draftRestored}
            failure={submission.failure}
          />
        )}
        {children}
        <HoneypotField />
        {actions ?? (
          <div>
            <Button type="submit" loading={submission.pending}>
              <FormattedMessage {...formActionMessages.submit} />
            </Button>
          </div>
        )}
      </Stack>
    </form>
  );
}
