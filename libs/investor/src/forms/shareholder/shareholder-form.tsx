import { shareholderRules } from '@site/form-rules';
import {
  ownEmailInput,
  ownPhoneInput,
  singlePageForm,
  type SubmissionFormState,
  useLabelledField,
} from '@site/shared-forms';
import { Checkbox, Fieldset, TextArea, TextField } from '@site/shared-ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { investorFormMessages } from '../messages';
import { shareholderDefaults, type ShareholderInput } from './shareholder-defaults';
import { fieldMessages, formMessages, hintMessages, sectionMessages } from './shareholder-messages';

export const shareholderFormId = 'shareholder';

function ShareholderFields({ field }: SubmissionFormState<ShareholderInput>) {
  const intl = useIntl();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  const labelled = useLabelledField(field, fieldMessages);
  return (
    <>
      <Fieldset legend={t(sectionMessages.holder)}>
        <TextField required autoComplete="name" {...labelled('fullName', hintMessages.fullName)} />
        <TextField required width="short" {...labelled('cdsAccount', hintMessages.cdsAccount)} />
      </Fieldset>
      <Fieldset legend={t(sectionMessages.contact)}>
        <TextField required {...ownEmailInput} {...labelled('email')} />
        <TextField required {...ownPhoneInput} {...labelled('phone', hintMessages.phone)} />
        <TextArea rows={3} autoComplete="street-address" {...labelled('postalAddress')} />
      </Fieldset>
      <Fieldset legend={t(sectionMessages.bank)} hint={t(hintMessages.bank)}>
        <TextField required {...labelled('bankName')} />
        <TextField {...labelled('bankBranch')} />
        <TextField required {...labelled('accountName')} />
        <TextField required inputMode="numeric" autoComplete="off" {...labelled('accountNumber')} />
      </Fieldset>
      <Checkbox required {...labelled('consent')} />
    </>
  );
}

/**
 * `/shareholder-form`: a shareholder's contact and dividend bank details, sent to `shareholder-forms`,
 * with its own catalogs (they load with this chunk, not with the site).
 */
export const ShareholderForm = singlePageForm<ShareholderInput>({
  formId: shareholderFormId,
  path: '/shareholder-forms',
  rules: shareholderRules,
  defaultValues: shareholderDefaults,
  texts: { label: formMessages.label, successNext: formMessages.next, fields: fieldMessages },
  messages: investorFormMessages,
  Fields: ShareholderFields,
});
