import { businessCommunityRules } from '@site/form-rules';
import {
  ownEmailInput,
  ownPhoneInput,
  rulesResolver,
  SubmissionForm,
  type FormTexts,
  useSubmissionForm,
  withFormMessages,
} from '@site/shared-forms';
import { Fieldset, TextField } from '@site/shared-ui';
import { useIntl } from 'react-intl';
import { businessFormMessages } from '../messages';
import { businessCommunityDefaults, type BusinessCommunityInput } from './business-community-defaults';
import { fieldMessages, formMessages, hintMessages, sectionMessages } from './business-community-messages';
import { BusinessDetailsFields, HeardFromFields, ServiceFields } from './business-community-sections';

export const businessCommunityFormId = 'business-community';
// A name asked for one answer only ("where heard" influencer) is dropped by the rules when the
// visitor changes that answer, so it is never sent.
const resolver = rulesResolver<BusinessCommunityInput>(businessCommunityRules);

const texts: FormTexts = { label: formMessages.label, successNext: formMessages.next, fields: fieldMessages };

export type BusinessCommunityFormProps = { headingLevel?: 2 | 3 };

/** Sign-up to the business community (`/vodacom-business`), sent to `business-community-signups`. */
function BusinessCommunityFormBody({ headingLevel = 2 }: BusinessCommunityFormProps) {
  const intl = useIntl();
  const state = useSubmissionForm({
    formId: businessCommunityFormId,
    path: '/business-community-signups',
    resolver,
    defaultValues: businessCommunityDefaults,
  });
  const { form, field } = state;
  return (
    <SubmissionForm of={state} texts={texts} headingLevel={headingLevel}>
      <BusinessDetailsFields form={form} field={field} />
      <Fieldset legend={intl.formatMessage(sectionMessages.contact)}>
        <TextField
          label={intl.formatMessage(fieldMessages.name)}
          required
          autoComplete="name"
          {...field('name')}
        />
        <TextField
          label={intl.formatMessage(fieldMessages.email)}
          required
          {...ownEmailInput}
          {...field('email')}
        />
        <TextField
          label={intl.formatMessage(fieldMessages.msisdn)}
          hint={intl.formatMessage(hintMessages.phone)}
          required
          {...ownPhoneInput}
          {...field('msisdn')}
        />
        <TextField
          label={intl.formatMessage(fieldMessages.alternateMsisdn)}
          hint={intl.formatMessage(hintMessages.phone)}
          type="tel"
          {...field('alternateMsisdn')}
        />
      </Fieldset>
      <HeardFromFields form={form} field={field} />
      <ServiceFields form={form} field={field} echo={state.echo} />
    </SubmissionForm>
  );
}

/** BusinessCommunityForm with its own catalogs (they load with this chunk, not with the site). */
export const BusinessCommunityForm = withFormMessages(BusinessCommunityFormBody, businessFormMessages);
