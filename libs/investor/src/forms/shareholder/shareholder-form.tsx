import { shareholderRules } from '@site/form-rules';
import {
  ownEmailInput,
  ownPhoneInput,
  rulesResolver,
  SubmissionForm,
  type FormTexts,
  useSubmissionForm,
  withFormMessages,
} from '@site/shared-forms';
import { Checkbox, Fieldset, TextArea, TextField } from '@site/shared-ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { investorFormMessages } from '../messages';
import { shareholderDefaults, type ShareholderInput } from './shareholder-defaults';
import { fieldMessages, formMessages, hintMessages, sectionMessages } from './shareholder-messages';

export const shareholderFormId = 'shareholder';
const resolver = rulesResolver<ShareholderInput>(shareholderRules);

const texts: FormTexts = { label: formMessages.label, successNext: formMessages.next, fields: fieldMessages };

export type ShareholderFormProps = { headingLevel?: 2 | 3 };

/** `/shareholder-form`: a shareholder's contact and dividend bank details, sent to `shareholder-forms`. */
function ShareholderFormBody({ headingLevel = 2 }: ShareholderFormProps) {
  const intl = useIntl();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  const state = useSubmissionForm({
    formId: shareholderFormId,
    path: '/shareholder-forms',
    resolver,
    defaultValues: shareholderDefaults,
  });
  const { field } = state;
  return (
    <SubmissionForm of={state} texts={texts} headingLevel={headingLevel}>
      <Fieldset legend={t(sectionMessages.holder)}>
        <TextField
          label={t(fieldMessages.fullName)}
          hint={t(hintMessages.fullName)}
          required
          autoComplete="name"
          {...field('fullName')}
        />
        <TextField
          label={t(fieldMessages.cdsAccount)}
          hint={t(hintMessages.cdsAccount)}
          required
          width="short"
          {...field('cdsAccount')}
        />
      </Fieldset>
      <Fieldset legend={t(sectionMessages.contact)}>
        <TextField label={t(fieldMessages.email)} required {...ownEmailInput} {...field('email')} />
        <TextField
          label={t(fieldMessages.phone)}
          hint={t(hintMessages.phone)}
          required
          {...ownPhoneInput}
          {...field('phone')}
        />
        <TextArea
          label={t(fieldMessages.postalAddress)}
          rows={3}
          autoComplete="street-address"
          {...field('postalAddress')}
        />
      </Fieldset>
      <Fieldset legend={t(sectionMessages.bank)} hint={t(hintMessages.bank)}>
        <TextField label={t(fieldMessages.bankName)} required {...field('bankName')} />
        <TextField label={t(fieldMessages.bankBranch)} {...field('bankBranch')} />
        <TextField label={t(fieldMessages.accountName)} required {...field('accountName')} />
        <TextField
          label={t(fieldMessages.accountNumber)}
          required
          inputMode="numeric"
          autoComplete="off"
          {...field('accountNumber')}
        />
      </Fieldset>
      <Checkbox label={t(fieldMessages.consent)} required {...field('consent')} />
    </SubmissionForm>
  );
}

/** ShareholderForm with its own catalogs (they load with this chunk, not with the site). */
export const ShareholderForm = withFormMessages(ShareholderFormBody, investorFormMessages);
