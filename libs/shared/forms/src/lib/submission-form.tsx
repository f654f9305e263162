import { localizedPath, useLanguage } from '@site/shared-i18n';
import { answerFields, isFormReference, plainSubmissions } from '@site/shared-server-contract';
import { Button, Stack, markHydrated } from '@site/shared-ui';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import { echoFailure } from './form-echo';
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

const plainSegments: readonly string[] = plainSubmissions.segments;

/**
 * A form's element with its honeypot, or the success screen once the CMS has stored it. A form the
 * server takes without JavaScript (ADR 0031) is also a plain form posted to the server, with the page
 * it is on and the visitor's ticket once the server has given one; stored, the server brings the
 * visitor back with the reference in the address.
 */
export function SubmissionForm<TIn extends FieldValues>(props: SubmissionFormProps<TIn>) {
  const { of, texts, headingLevel, header, actions, children } = props;
  const { formId, path, echo, form, submission } = of;
  const intl = useIntl();
  const { locale } = useLanguage();
  const { pathname } = useLocation();
  const [asked] = useSearchParams();
  const sent = asked.get(answerFields.sent);
  const reference = submission.reference ?? (isFormReference(sent) ? sent : null);
  const plain = plainSegments.includes(path.slice(1));
  if (reference) {
    return (
      <FormSuccess
        reference={reference}
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
      // The fragment (the form's block is anchored by the form's id, formEmbedBlock) brings a visitor
      // without JavaScript back to the form in the server's answer, and to the reference after its
      // redirect (a redirect keeps the fragment of the address it answers).
      {...(plain ? { method: 'post', action: `${plainSubmissions.prefix}${path}#${formId}` } : {})}
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
            isSubmitted={form.formState.isSubmitted || Boolean(echo?.errors.length)}
            draftRestored={submission.draftRestored}
            failure={submission.failure ?? echoFailure(echo)}
            notice={echo?.notice ?? null}
          />
        )}
        {children}
        <HoneypotField />
        {plain && (
          <>
            <input
              type="hidden"
              name={plainSubmissions.fields.back}
              value={localizedPath(pathname, locale)}
            />
            <input type="hidden" name={plainSubmissions.fields.ticket} value={echo?.ticket ?? ''} />
          </>
        )}
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
