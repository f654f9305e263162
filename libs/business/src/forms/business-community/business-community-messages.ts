import { defineMessages } from 'react-intl';

/** The sign-up's own texts: its name, its list boxes' placeholder, what follows a success. */
export const formMessages = defineMessages({
  label: {
    id: 'business.form.label',
    defaultMessage: 'Business community sign-up',
    description: 'Name of the business community sign-up form (/vodacom-business), read by screen readers',
  },
  choose: {
    id: 'business.form.choose',
    defaultMessage: 'Choose…',
    description:
      'First, empty entry of every list box in the business community sign-up form (/vodacom-business); short',
  },
  next: {
    id: 'business.form.success.next',
    defaultMessage: 'Our business team will call you within 2 working days to welcome you to the community.',
    description:
      'Text under "What happens next" once the business community sign-up form (/vodacom-business) is sent; keep "2 working days" as a promise of the business team',
  },
});

/** The headings of its groups of fields. */
export const sectionMessages = defineMessages({
  business: {
    id: 'business.form.section.business',
    defaultMessage: 'About your business',
    description: 'Heading of a group of fields in the business community sign-up form (/vodacom-business)',
  },
  contact: {
    id: 'business.form.section.contact',
    defaultMessage: 'Your contact details',
    description: 'Heading of a group of fields in the business community sign-up form (/vodacom-business)',
  },
  heard: {
    id: 'business.form.section.heard',
    defaultMessage: 'How you heard of us',
    description: 'Heading of a group of fields in the business community sign-up form (/vodacom-business)',
  },
  needs: {
    id: 'business.form.section.needs',
    defaultMessage: 'What you are looking for',
    description: 'Heading of a group of fields in the business community sign-up form (/vodacom-business)',
  },
});

/** The label of each field, by the field's name (the error summary names them too). */
export const fieldMessages = defineMessages({
  businessName: {
    id: 'business.form.field.businessName',
    defaultMessage: 'Business name',
    description: 'Label of a field of the business community sign-up form (/vodacom-business)',
  },
  name: {
    id: 'business.form.field.name',
    defaultMessage: 'Your name',
    description: 'Label of a field of the business community sign-up form (/vodacom-business)',
  },
  email: {
    id: 'business.form.field.email',
    defaultMessage: 'Your email',
    description: 'Label of a field of the business community sign-up form (/vodacom-business)',
  },
  msisdn: {
    id: 'business.form.field.msisdn',
    defaultMessage: 'Phone number',
    description: 'Label of a field of the business community sign-up form (/vodacom-business)',
  },
  alternateMsisdn: {
    id: 'business.form.field.alternateMsisdn',
    defaultMessage: 'Alternate phone number (optional)',
    description:
      'Label of a field of the business community sign-up form (/vodacom-business); keep "(optional)" at the end, translated',
  },
  heardFrom: {
    id: 'business.form.field.heardFrom',
    defaultMessage: 'Where did you hear of the business community?',
    description: 'Label of a field of the business community sign-up form (/vodacom-business)',
  },
  influencerName: {
    id: 'business.form.field.influencerName',
    defaultMessage: 'Influencer name',
    description:
      'Label of a field of the business community sign-up form (/vodacom-business); shown only for the answer it depends on',
  },
  employeeName: {
    id: 'business.form.field.employeeName',
    defaultMessage: 'Name of the employee',
    description:
      'Label of a field of the business community sign-up form (/vodacom-business); shown only for the answer it depends on',
  },
  merchantName: {
    id: 'business.form.field.merchantName',
    defaultMessage: 'Name of the merchant',
    description:
      'Label of a field of the business community sign-up form (/vodacom-business); shown only for the answer it depends on',
  },
  businessSize: {
    id: 'business.form.field.businessSize',
    defaultMessage: 'Business size',
    description: 'Label of a field of the business community sign-up form (/vodacom-business)',
  },
  interests: {
    id: 'business.form.field.interests',
    defaultMessage: 'Products or services of interest',
    description: 'Label of a field of the business community sign-up form (/vodacom-business)',
  },
  industry: {
    id: 'business.form.field.industry',
    defaultMessage: 'Industry (optional)',
    description:
      'Label of a field of the business community sign-up form (/vodacom-business); keep "(optional)" at the end, translated',
  },
  serviceNeeded: {
    id: 'business.form.field.serviceNeeded',
    defaultMessage: 'Service needed',
    description: 'Label of a field of the business community sign-up form (/vodacom-business)',
  },
  customServiceName: {
    id: 'business.form.field.customServiceName',
    defaultMessage: 'Name of the service you need',
    description:
      'Label of a field of the business community sign-up form (/vodacom-business); shown only for the answer it depends on',
  },
});

/** Hints under fields. */
export const hintMessages = defineMessages({
  phone: {
    id: 'business.form.hint.phone',
    defaultMessage: 'Ten digits starting with 0, or +255 and nine digits',
    description:
      'Hint under the phone number fields of the business community sign-up form (/vodacom-business); keep the example numbers as they are',
  },
});

/** The options of "Where did you hear of the business community?", by value. */
export const heardFromMessages = defineMessages({
  'social-media': {
    id: 'business.form.heardFrom.social-media',
    defaultMessage: 'Social media',
    description:
      'Option of the list "Where did you hear of the business community?" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  influencer: {
    id: 'business.form.heardFrom.influencer',
    defaultMessage: 'An influencer',
    description:
      'Option of the list "Where did you hear of the business community?" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  employee: {
    id: 'business.form.heardFrom.employee',
    defaultMessage: 'A Vodacom employee',
    description:
      'Option of the list "Where did you hear of the business community?" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  merchant: {
    id: 'business.form.heardFrom.merchant',
    defaultMessage: 'A merchant',
    description:
      'Option of the list "Where did you hear of the business community?" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  event: {
    id: 'business.form.heardFrom.event',
    defaultMessage: 'An event',
    description:
      'Option of the list "Where did you hear of the business community?" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  search: {
    id: 'business.form.heardFrom.search',
    defaultMessage: 'Internet search',
    description:
      'Option of the list "Where did you hear of the business community?" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  other: {
    id: 'business.form.heardFrom.other',
    defaultMessage: 'Other',
    description:
      'Option of the list "Where did you hear of the business community?" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
});

/** The options of "Business size", by value. */
export const sizeMessages = defineMessages({
  sole: {
    id: 'business.form.size.sole',
    defaultMessage: 'Just me (sole trader)',
    description:
      'Option of the list "Business size" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  small: {
    id: 'business.form.size.small',
    defaultMessage: 'Small (2–10 people)',
    description:
      'Option of the list "Business size" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  medium: {
    id: 'business.form.size.medium',
    defaultMessage: 'Medium (11–100 people)',
    description:
      'Option of the list "Business size" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  large: {
    id: 'business.form.size.large',
    defaultMessage: 'Large (over 100 people)',
    description:
      'Option of the list "Business size" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
});

/** The tick boxes of "Products or services of interest", by value. */
export const interestMessages = defineMessages({
  'mobile-lines': {
    id: 'business.form.interest.mobile-lines',
    defaultMessage: 'Business mobile lines',
    description:
      'A tick box under "Products or services of interest" in the business community sign-up form (/vodacom-business); short',
  },
  internet: {
    id: 'business.form.interest.internet',
    defaultMessage: 'Business internet',
    description:
      'A tick box under "Products or services of interest" in the business community sign-up form (/vodacom-business); short',
  },
  mpesa: {
    id: 'business.form.interest.mpesa',
    defaultMessage: 'M-Pesa for business',
    description:
      'A tick box under "Products or services of interest" in the business community sign-up form (/vodacom-business); short',
  },
  cloud: {
    id: 'business.form.interest.cloud',
    defaultMessage: 'Cloud and hosting',
    description:
      'A tick box under "Products or services of interest" in the business community sign-up form (/vodacom-business); short',
  },
  iot: {
    id: 'business.form.interest.iot',
    defaultMessage: 'IoT and tracking',
    description:
      'A tick box under "Products or services of interest" in the business community sign-up form (/vodacom-business); short',
  },
  security: {
    id: 'business.form.interest.security',
    defaultMessage: 'Cyber security',
    description:
      'A tick box under "Products or services of interest" in the business community sign-up form (/vodacom-business); short',
  },
  devices: {
    id: 'business.form.interest.devices',
    defaultMessage: 'Devices',
    description:
      'A tick box under "Products or services of interest" in the business community sign-up form (/vodacom-business); short',
  },
});

/** The options of "Industry", by value. */
export const industryMessages = defineMessages({
  agriculture: {
    id: 'business.form.industry.agriculture',
    defaultMessage: 'Agriculture',
    description:
      'Option of the list "Industry (optional)" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  retail: {
    id: 'business.form.industry.retail',
    defaultMessage: 'Retail and trade',
    description:
      'Option of the list "Industry (optional)" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  transport: {
    id: 'business.form.industry.transport',
    defaultMessage: 'Transport and logistics',
    description:
      'Option of the list "Industry (optional)" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  hospitality: {
    id: 'business.form.industry.hospitality',
    defaultMessage: 'Hospitality and tourism',
    description:
      'Option of the list "Industry (optional)" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  manufacturing: {
    id: 'business.form.industry.manufacturing',
    defaultMessage: 'Manufacturing',
    description:
      'Option of the list "Industry (optional)" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  finance: {
    id: 'business.form.industry.finance',
    defaultMessage: 'Financial services',
    description:
      'Option of the list "Industry (optional)" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  education: {
    id: 'business.form.industry.education',
    defaultMessage: 'Education',
    description:
      'Option of the list "Industry (optional)" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  health: {
    id: 'business.form.industry.health',
    defaultMessage: 'Health',
    description:
      'Option of the list "Industry (optional)" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  ict: {
    id: 'business.form.industry.ict',
    defaultMessage: 'ICT',
    description:
      'Option of the list "Industry (optional)" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  other: {
    id: 'business.form.industry.other',
    defaultMessage: 'Other',
    description:
      'Option of the list "Industry (optional)" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
});

/** The options of "Service needed", by value. */
export const serviceMessages = defineMessages({
  connectivity: {
    id: 'business.form.service.connectivity',
    defaultMessage: 'Connectivity',
    description:
      'Option of the list "Service needed" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  'mpesa-business': {
    id: 'business.form.service.mpesa-business',
    defaultMessage: 'M-Pesa business solutions',
    description:
      'Option of the list "Service needed" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  cloud: {
    id: 'business.form.service.cloud',
    defaultMessage: 'Cloud',
    description:
      'Option of the list "Service needed" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  iot: {
    id: 'business.form.service.iot',
    defaultMessage: 'IoT',
    description:
      'Option of the list "Service needed" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  security: {
    id: 'business.form.service.security',
    defaultMessage: 'Security',
    description:
      'Option of the list "Service needed" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
  other: {
    id: 'business.form.service.other',
    defaultMessage: 'Other',
    description:
      'Option of the list "Service needed" in the business community sign-up form (/vodacom-business); short, fits a phone-wide list box',
  },
});
