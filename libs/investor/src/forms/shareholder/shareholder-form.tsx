import { type Submission, shareholderRules } from '@site/form-rules';
import {
  FormStatus,
  FormSuccess,
  HoneypotField,
  rulesResolver,
  useFieldProps,
  useFormSubmission,
  formsMessages,
} from '@site/shared-forms';
import { Button, Checkbox, Fieldset, Stack, TextArea, TextField } from '@site/shared-ui';
import { MessagesScope } from '@site/shared-i18n';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { investorFormMessages } from '../messages';
import { shareholderDefaults, type ShareholderInput } from './shareholder-defaults';

export const shareholderFormId = 'shareholder';
const resolver = rulesResolver<ShareholderInput>(shareholderRules);

export type ShareholderFormProps = { headingLevel?: 2 | 3 };

/** `/shareholder-form`: a shareholder's contact and dividend bank details, sent to `shareholder-forms`. */
function ShareholderFormBody({ headingLevel = 2 }: ShareholderFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `investor.form.${id}` });
  const form = useForm<ShareholderInput, unknown, Submission>({
    resolver,
    defaultValues: shareholderDefaults,
    // Focus goes to the first invalid field on screen (useFormSubmission), not the first registered.
    shouldFocusError: false,
  });
  const submission = useFormSubmission({ formId: shareholderFormId, path: '/shareholder-forms', form });
  const field = useFieldProps(shareholderFormId, form);
  const { errors, isSubmitted } = form.formState;

  if (submission.reference) {
    return (
      <FormSuccess
        reference={submission.reference}
        headingLevel={headingLevel}
        nextSteps={<p>{t('success.next')}</p>}
      />
    );
  }
  return (
    <form
      noValidate
      onSubmit={submission.onSubmit}
      aria-label={t('label')}
      data-hydrated={submission.hydrated || undefined}
    >
      <Stack gap={5}>
        <FormStatus
          formId={shareholderFormId}
          labelPrefix="investor.form.field"
          errors={errors}
          isSubmitted={isSubmitted}
          draftRestored={submission.draftRestored}
          failure={submission.failure}
        />
        <Fieldset legend={t('section.holder')}>
          <TextField
            label={t('field.fullName')}
            hint={t('hint.fullName')}
            required
            autoComplete="name"
            {...field('fullName')}
          />
          <TextField
            label={t('field.cdsAccount')}
            hint={t('hint.cdsAccount')}
            required
            width="short"
            {...field('cdsAccount')}
          />
        </Fieldset>
        <Fieldset legend={t('section.contact')}>
          <TextField
            label={t('field.email')}
            required
            type="email"
            autoComplete="email"
            inputMode="email"
            {...field('email')}
          />
          <TextField
            label={t('field.phone')}
            hint={t('hint.phone')}
            required
            type="tel"
            autoComplete="tel"
            {...field('phone')}
          />
          <TextArea
            label={t('field.postalAddress')}
            rows={3}
            autoComplete="street-address"
            {...field('postalAddress')}
          />
        </Fieldset>
        <Fieldset legend={t('section.bank')} hint={t('hint.bank')}>
          <TextField label={t('field.bankName')} required {...field('bankName')} />
          <TextField label={t('field.bankBranch')} {...field('bankBranch')} />
          <TextField label={t('field.accountName')} required {...field('accountName')} />
          <TextField
            label={t('field.accountNumber')}
            required
            inputMode="numeric"
            autoComplete="off"
            {...field('accountNumber')}
          />
        </Fieldset>
        <Checkbox label={t('field.consent')} required {...field('consent')} />
        <HoneypotField />
        <div>
          <Button type="submit" loading={submission.pending}>
            {intl.formatMessage({ id: 'shared.forms.action.submit' })}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

const messageSources = [formsMessages, investorFormMessages];

/** ShareholderForm with its own catalogs (they load with this chunk, not with the site). */
export function ShareholderForm(props: ShareholderFormProps) {
  return (
    <MessagesScope sources={messageSources}>
      <ShareholderFormBody {...props} />
    </MessagesScope>
  );
}
