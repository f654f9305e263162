import { consent, emailField, optionalText, requiredText, tzPhone } from '@site/shared-forms';
import { z } from 'zod';

/**
 * A listed company's shareholder details update: who (name, CDS account), how to reach them, where
 * dividends go, and consent to process the data. Lengths match the CMS's rules.
 */
export const shareholderSchema = z.object({
  fullName: requiredText(120),
  cdsAccount: requiredText(40),
  email: emailField(),
  phone: tzPhone(),
  postalAddress: optionalText(300),
  bankName: requiredText(120),
  bankBranch: optionalText(120),
  accountName: requiredText(120),
  accountNumber: requiredText(40),
  consent: consent(),
});

export type ShareholderInput = z.input<typeof shareholderSchema>;
export type ShareholderValues = z.output<typeof shareholderSchema>;

export const shareholderDefaults: ShareholderInput = {
  fullName: '',
  cdsAccount: '',
  email: '',
  phone: '',
  postalAddress: '',
  bankName: '',
  bankBranch: '',
  accountName: '',
  accountNumber: '',
  consent: false,
};
