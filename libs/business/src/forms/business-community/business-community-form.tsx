import { businessCommunityRules, type Submission } from '@site/form-rules';
import {
  FormStatus,
  FormSuccess,
  HoneypotField,
  rulesResolver,
  useFieldProps,
  useFormSubmission,
  formsMessages,
} from '@site/shared-forms';
import { Button, Fieldset, Stack, TextField } from '@site/shared-ui';
import { MessagesScope } from '@site/shared-i18n';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { businessFormMessages } from '../messages';
import { businessCommunityDefaults, type BusinessCommunityInput } from './business-community-defaults';
import { BusinessDetailsFields, HeardFromFields, ServiceFields } from './business-community-sections';

export const businessCommunityFormId = 'business-community';
// A name asked for one answer only ("where heard" influencer) is dropped by the rules when the
// visitor changes that answer, so it is never sent.
const resolver = rulesResolver<BusinessCommunityInput>(businessCommunityRules);

export type BusinessCommunityFormProps = { headingLevel?: 2 | 3 };

/** Sign-up to the business community (`/vodacom-business`), sent to `business-community-signups`. */
function BusinessCommunityFormBody({ headingLevel = 2 }: BusinessCommunityFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `business.form.${id}` });
  const form = useForm<BusinessCommunityInput, unknown, Submission>({
    resolver,
    defaultValues: businessCommunityDefaults,
    // Focus goes to the first invalid field on screen (useFormSubmission), not the first registered.
    shouldFocusError: false,
  });
  const submission = useFormSubmission({
    formId: businessCommunityFormId,
    path: '/business-community-signups',
    form,
  });
  const field = useFieldProps(businessCommunityFormId, form);
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
          formId={businessCommunityFormId}
          labelPrefix="business.form.field"
          errors={errors}
          isSubmitted={isSubmitted}
          draftRestored={submission.draftRestored}
          failure={submission.failure}
        />
        <BusinessDetailsFields form={form} field={field} />
        <Fieldset legend={t('section.contact')}>
          <TextField label={t('field.name')} required autoComplete="name" {...field('name')} />
          <TextField
            label={t('field.email')}
            required
            type="email"
            autoComplete="email"
            inputMode="email"
            {...field('email')}
          />
          <TextField
            label={t('field.msisdn')}
            hint={t('hint.phone')}
            required
            type="tel"
            autoComplete="tel"
            {...field('msisdn')}
          />
          <TextField
            label={t('field.alternateMsisdn')}
            hint={t('hint.phone')}
            type="tel"
            {...field('alternateMsisdn')}
          />
        </Fieldset>
        <HeardFromFields form={form} field={field} />
        <ServiceFields form={form} field={field} />
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

const messageSources = [formsMessages, businessFormMessages];

/** BusinessCommunityForm with its own catalogs (they load with this chunk, not with the site). */
export function BusinessCommunityForm(props: BusinessCommunityFormProps) {
  return (
    <MessagesScope sources={messageSources}>
      <BusinessCommunityFormBody {...props} />
    </MessagesScope>
  );
}
