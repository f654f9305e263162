/**
 * A listed company's shareholder details update, as the boxes hold it before sending (its rules:
 * `shareholderRules` of @site/form-rules, which the CMS enforces too).
 */
export const shareholderDefaults = {
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

export type ShareholderInput = typeof shareholderDefaults;
