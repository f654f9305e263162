import { shareholderRules } from '@site/form-rules';
import {
  ownEmailInput,
  ownPhoneInput,
  rulesResolver,
  SubmissionForm,
  useFormTexts,
  useSubmissionForm,
  withFormMessages,
} from '@site/shared-forms';
import { Checkbox, Fieldset, TextArea, TextField } from '@site/shared-ui';
import { investorFormMessages } from '../messages';
import { shareholderDefaults, type ShareholderInput } from './shareholder-defaults';

export const shareholderFormId = 'shareholder';
const resolver = rulesResolver<ShareholderInput>(shareholderRules);

const texts = 'investor.form';

export type ShareholderFormProps = { headingLevel?: 2 | 3 };

/** `/shareholder-form`: a shareholder's contact and dividend bank details, sent to `shareholder-forms`. */
function ShareholderFormBody({ headingLevel = 2 }: ShareholderFormProps) {
  const t = useFormTexts(texts);
  const state = useSubmissionForm({
    formId: shareholderFormId,
    path: '/shareholder-forms',
    resolver,
    defaultValues: shareholderDefaults,
  });
  const { field } = state;
  return (
    <SubmissionForm of={state} texts={texts} headingLevel={headingLevel}>
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
        <TextField label={t('field.email')} required {...ownEmailInput} {...field('email')} />
        <TextField
          label={t('field.phone')}
          hint={t('hint.phone')}
          required
          {...ownPhoneInput}
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
    </SubmissionForm>
  );
}

/** ShareholderForm with its own catalogs (they load with this chunk, not with the site). */
export const ShareholderForm = withFormMessages(ShareholderFormBody, investorFormMessages);
