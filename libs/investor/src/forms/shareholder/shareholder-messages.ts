import { defineMessages } from 'react-intl';

/** The form's own texts: its name and what follows a success. */
export const formMessages = defineMessages({
  label: {
    id: 'investor.form.label',
    defaultMessage: 'Shareholder details update',
    description: 'Name of the shareholder details form (/shareholder-form), read by screen readers',
  },
  next: {
    id: 'investor.form.success.next',
    defaultMessage:
      'The share registrar checks your details against the CDS record and updates them within 10 working days. If anything does not match, they will contact you.',
    description:
      'Text under "What happens next" once the shareholder details form (/shareholder-form) is sent; keep "10 working days" and "CDS" as they are',
  },
});

/** The headings of its groups of fields. */
export const sectionMessages = defineMessages({
  holder: {
    id: 'investor.form.section.holder',
    defaultMessage: 'Shareholder',
    description: 'Heading of a group of fields in the shareholder details form (/shareholder-form)',
  },
  contact: {
    id: 'investor.form.section.contact',
    defaultMessage: 'Contact details',
    description: 'Heading of a group of fields in the shareholder details form (/shareholder-form)',
  },
  bank: {
    id: 'investor.form.section.bank',
    defaultMessage: 'Bank account for dividends',
    description: 'Heading of a group of fields in the shareholder details form (/shareholder-form)',
  },
});

/** The label of each field, by the field's name (the error summary names them too). */
export const fieldMessages = defineMessages({
  fullName: {
    id: 'investor.form.field.fullName',
    defaultMessage: 'Full name',
    description: 'Label of a field of the shareholder details form (/shareholder-form)',
  },
  cdsAccount: {
    id: 'investor.form.field.cdsAccount',
    defaultMessage: 'CDS account number',
    description:
      'Label of a field of the shareholder details form (/shareholder-form); keep "CDS" (Central Depository System) as it is',
  },
  email: {
    id: 'investor.form.field.email',
    defaultMessage: 'Email',
    description: 'Label of a field of the shareholder details form (/shareholder-form)',
  },
  phone: {
    id: 'investor.form.field.phone',
    defaultMessage: 'Phone number',
    description: 'Label of a field of the shareholder details form (/shareholder-form)',
  },
  postalAddress: {
    id: 'investor.form.field.postalAddress',
    defaultMessage: 'Postal address (optional)',
    description:
      'Label of a field of the shareholder details form (/shareholder-form); keep "(optional)" at the end, translated',
  },
  bankName: {
    id: 'investor.form.field.bankName',
    defaultMessage: 'Bank name',
    description: 'Label of a field of the shareholder details form (/shareholder-form)',
  },
  bankBranch: {
    id: 'investor.form.field.bankBranch',
    defaultMessage: 'Branch (optional)',
    description:
      'Label of a field of the shareholder details form (/shareholder-form); keep "(optional)" at the end, translated',
  },
  accountName: {
    id: 'investor.form.field.accountName',
    defaultMessage: 'Account name',
    description: 'Label of a field of the shareholder details form (/shareholder-form)',
  },
  accountNumber: {
    id: 'investor.form.field.accountNumber',
    defaultMessage: 'Account number',
    description: 'Label of a field of the shareholder details form (/shareholder-form)',
  },
  consent: {
    id: 'investor.form.field.consent',
    defaultMessage:
      'I confirm these details are correct and agree that Vodacom Tanzania PLC and its share registrar use them to update my shareholder record and pay dividends.',
    description:
      'Label of the consent tick box at the end of the shareholder details form (/shareholder-form); a legal statement: translate it whole, keep "Vodacom Tanzania PLC"',
  },
});

/** Hints under fields. */
export const hintMessages = defineMessages({
  fullName: {
    id: 'investor.form.hint.fullName',
    defaultMessage: 'As registered with the Central Depository System (CDS)',
    description: 'Hint under "Full name" in the shareholder details form (/shareholder-form); keep "(CDS)"',
  },
  cdsAccount: {
    id: 'investor.form.hint.cdsAccount',
    defaultMessage: 'Printed on your share certificate or CDS statement',
    description: 'Hint under "CDS account number" in the shareholder details form (/shareholder-form)',
  },
  phone: {
    id: 'investor.form.hint.phone',
    defaultMessage: 'Ten digits starting with 0, or +255 and nine digits',
    description:
      'Hint under "Phone number" in the shareholder details form (/shareholder-form); keep the example numbers as they are',
  },
  bank: {
    id: 'investor.form.hint.bank',
    defaultMessage: "Dividends are paid into this account. It must be in the shareholder's name.",
    description:
      'Hint under the heading "Bank account for dividends" in the shareholder details form (/shareholder-form)',
  },
});
