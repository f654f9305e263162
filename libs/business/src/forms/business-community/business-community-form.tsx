import { businessCommunityRules } from '@site/form-rules';
import {
  ownEmailInput,
  ownPhoneInput,
  singlePageForm,
  type SubmissionFormState,
  useLabelledField,
} from '@site/shared-forms';
import { Fieldset, TextField } from '@site/shared-ui';
import { useIntl } from 'react-intl';
import { businessFormMessages } from '../messages';
import { businessCommunityDefaults, type BusinessCommunityInput } from './business-community-defaults';
import { fieldMessages, formMessages, hintMessages, sectionMessages } from './business-community-messages';
import { BusinessDetailsFields, HeardFromFields, ServiceFields } from './business-community-sections';

export const businessCommunityFormId = 'business-community';

function BusinessCommunityFields({ form, field, echo }: SubmissionFormState<BusinessCommunityInput>) {
  const intl = useIntl();
  const labelled = useLabelledField(field, fieldMessages);
  return (
    <>
      <BusinessDetailsFields form={form} field={field} />
      <Fieldset legend={intl.formatMessage(sectionMessages.contact)}>
        <TextField required autoComplete="name" {...labelled('name')} />
        <TextField required {...ownEmailInput} {...labelled('email')} />
        <TextField required {...ownPhoneInput} {...labelled('msisdn', hintMessages.phone)} />
        <TextField type="tel" {...labelled('alternateMsisdn', hintMessages.phone)} />
      </Fieldset>
      <HeardFromFields form={form} field={field} />
      <ServiceFields form={form} field={field} echo={echo} />
    </>
  );
}

/**
 * Sign-up to the business community (`/vodacom-business`), sent to `business-community-signups`, with
 * its own catalogs (they load with this chunk, not with the site).
 */
export const BusinessCommunityForm = singlePageForm<BusinessCommunityInput>({
  formId: businessCommunityFormId,
  path: '/business-community-signups',
  // A name asked for one answer only ("where heard" influencer) is dropped by the rules when the
  // visitor changes that answer, so it is never sent.
  rules: businessCommunityRules,
  defaultValues: businessCommunityDefaults,
  texts: { label: formMessages.label, successNext: formMessages.next, fields: fieldMessages },
  messages: businessFormMessages,
  Fields: BusinessCommunityFields,
});
