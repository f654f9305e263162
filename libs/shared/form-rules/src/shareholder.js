// @ts-check
// A listed company's shareholder details update (`shareholder-forms`): who (name, CDS account), how to
// reach them, where dividends go, and consent to process the data.
import { consent, defineForm, email, longText, phone, required, text } from './fields.js';

export const shareholderRules = defineForm({
  fullName: text(120, required),
  cdsAccount: text(40, required),
  email: email(required),
  phone: phone(required),
  postalAddress: longText(300),
  bankName: text(120, required),
  bankBranch: text(120),
  accountName: text(120, required),
  accountNumber: text(40, required),
  consent: consent(),
});
