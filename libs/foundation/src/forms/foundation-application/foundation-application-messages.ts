import { defineMessage, defineMessages } from 'react-intl';

/** The application's own texts: its name, its list boxes' placeholder, what follows a success, its buttons. */
export const formMessages = defineMessages({
  label: {
    id: 'foundation.form.label',
    defaultMessage: 'Foundation partnership application',
    description:
      'Name of the foundation partnership application (/foundation, a form of several steps), read by screen readers',
  },
  choose: {
    id: 'foundation.form.choose',
    defaultMessage: 'Choose…',
    description:
      'First, empty entry of every list box in the foundation partnership application (/foundation, a form of several steps); short',
  },
  next: {
    id: 'foundation.form.success.next',
    defaultMessage:
      'The Vodacom Foundation team reviews every application against the guidelines and criteria. We will contact the applicants by email or phone within 30 days.',
    description:
      'Text under "What happens next" once the foundation partnership application (/foundation, a form of several steps) is sent; keep "30 days" as the team\'s promise',
  },
  infoTitle: {
    id: 'foundation.form.info.title',
    defaultMessage: 'Before you start',
    description:
      'Title of the notice above the first step of the foundation partnership application (/foundation, a form of several steps)',
  },
  reviewIntro: {
    id: 'foundation.form.review.intro',
    defaultMessage: 'Check your answers before you submit. You can go back and change any step.',
    description:
      'Text at the top of the last step of the foundation partnership application (/foundation, a form of several steps), where the visitor checks every answer',
  },
  changeShort: {
    id: 'foundation.form.review.changeShort',
    defaultMessage: 'Change',
    description:
      "Button beside each step's answers on the review step of the foundation partnership application (/foundation, a form of several steps); one short verb",
  },
  addLine: {
    id: 'foundation.form.budget.add',
    defaultMessage: 'Add a budget line',
    description:
      'Button under the budget lines of the foundation partnership application (/foundation, a form of several steps) that adds one more line',
  },
  addApplicant: {
    id: 'foundation.form.applicants.add',
    defaultMessage: 'Add another applicant',
    description:
      'Button under the applicants of the foundation partnership application (/foundation, a form of several steps) that adds one more person',
  },
});

/** The title of each step, by its id. */
export const stepMessages = defineMessages({
  organisation: {
    id: 'foundation.form.step.organisation',
    defaultMessage: 'Your organization',
    description:
      'Title of a step of the foundation partnership application (/foundation, a form of several steps), above its fields and on the review step; short',
  },
  team: {
    id: 'foundation.form.step.team',
    defaultMessage: 'Your team',
    description:
      'Title of a step of the foundation partnership application (/foundation, a form of several steps), above its fields and on the review step; short',
  },
  project: {
    id: 'foundation.form.step.project',
    defaultMessage: 'The project',
    description:
      'Title of a step of the foundation partnership application (/foundation, a form of several steps), above its fields and on the review step; short',
  },
  budget: {
    id: 'foundation.form.step.budget',
    defaultMessage: 'Budget',
    description:
      'Title of a step of the foundation partnership application (/foundation, a form of several steps), above its fields and on the review step; short',
  },
  applicants: {
    id: 'foundation.form.step.applicants',
    defaultMessage: 'Applicant details',
    description:
      'Title of a step of the foundation partnership application (/foundation, a form of several steps), above its fields and on the review step; short',
  },
  location: {
    id: 'foundation.form.step.location',
    defaultMessage: 'Project location',
    description:
      'Title of a step of the foundation partnership application (/foundation, a form of several steps), above its fields and on the review step; short',
  },
  review: {
    id: 'foundation.form.step.review',
    defaultMessage: 'Check your application',
    description:
      'Title of a step of the foundation partnership application (/foundation, a form of several steps), above its fields and on the review step; short',
  },
});

/** The label of each field by its name, a list's fields as `<list>.<field>` (the error summary names them too). */
export const fieldMessages = defineMessages({
  organisationName: {
    id: 'foundation.form.field.organisationName',
    defaultMessage: 'Organization name',
    description:
      'Label of a field of the foundation partnership application (/foundation, a form of several steps)',
  },
  registrationNumber: {
    id: 'foundation.form.field.registrationNumber',
    defaultMessage: 'Registration number (optional)',
    description:
      'Label of a field of the foundation partnership application (/foundation, a form of several steps); keep "(optional)" at the end, translated',
  },
  organisationType: {
    id: 'foundation.form.field.organisationType',
    defaultMessage: 'Type of organization',
    description:
      'Label of a field of the foundation partnership application (/foundation, a form of several steps)',
  },
  yearFounded: {
    id: 'foundation.form.field.yearFounded',
    defaultMessage: 'Year founded (optional)',
    description:
      'Label of a field of the foundation partnership application (/foundation, a form of several steps); keep "(optional)" at the end, translated',
  },
  website: {
    id: 'foundation.form.field.website',
    defaultMessage: 'Website (optional)',
    description:
      'Label of a field of the foundation partnership application (/foundation, a form of several steps); keep "(optional)" at the end, translated',
  },
  address: {
    id: 'foundation.form.field.address',
    defaultMessage: 'Address (optional)',
    description:
      'Label of a field of the foundation partnership application (/foundation, a form of several steps); keep "(optional)" at the end, translated',
  },
  teamSize: {
    id: 'foundation.form.field.teamSize',
    defaultMessage: 'Number of people in the team (optional)',
    description:
      'Label of a field of the foundation partnership application (/foundation, a form of several steps); keep "(optional)" at the end, translated',
  },
  teamDescription: {
    id: 'foundation.form.field.teamDescription',
    defaultMessage: 'About the team (optional)',
    description:
      'Label of a field of the foundation partnership application (/foundation, a form of several steps); keep "(optional)" at the end, translated',
  },
  projectTitle: {
    id: 'foundation.form.field.projectTitle',
    defaultMessage: 'Project title',
    description:
      'Label of a field of the foundation partnership application (/foundation, a form of several steps)',
  },
  projectSummary: {
    id: 'foundation.form.field.projectSummary',
    defaultMessage: 'Project summary',
    description:
      'Label of a field of the foundation partnership application (/foundation, a form of several steps)',
  },
  objectives: {
    id: 'foundation.form.field.objectives',
    defaultMessage: 'Objectives',
    description:
      'Label of a field of the foundation partnership application (/foundation, a form of several steps)',
  },
  beneficiaries: {
    id: 'foundation.form.field.beneficiaries',
    defaultMessage: 'Beneficiaries',
    description:
      'Label of a field of the foundation partnership application (/foundation, a form of several steps)',
  },
  startDate: {
    id: 'foundation.form.field.startDate',
    defaultMessage: 'Start date (optional)',
    description:
      'Label of a field of the foundation partnership application (/foundation, a form of several steps); keep "(optional)" at the end, translated',
  },
  durationMonths: {
    id: 'foundation.form.field.durationMonths',
    defaultMessage: 'Duration in months (optional)',
    description:
      'Label of a field of the foundation partnership application (/foundation, a form of several steps); keep "(optional)" at the end, translated',
  },
  budgetLines: {
    id: 'foundation.form.field.budgetLines',
    defaultMessage: 'Budget lines',
    description:
      'Name of the whole list of budget lines of the foundation partnership application (/foundation, a form of several steps), in its error messages and on the review step',
  },
  'budgetLines.item': {
    id: 'foundation.form.field.budgetLines.item',
    defaultMessage: 'Item',
    description:
      'Label of a field of each budget line of the foundation partnership application (/foundation, a form of several steps)',
  },
  'budgetLines.quantity': {
    id: 'foundation.form.field.budgetLines.quantity',
    defaultMessage: 'Quantity',
    description:
      'Label of a field of each budget line of the foundation partnership application (/foundation, a form of several steps)',
  },
  'budgetLines.unitCost': {
    id: 'foundation.form.field.budgetLines.unitCost',
    defaultMessage: 'Unit cost (TZS)',
    description:
      'Label of a field of each budget line of the foundation partnership application (/foundation, a form of several steps); keep (TZS)',
  },
  applicants: {
    id: 'foundation.form.field.applicants',
    defaultMessage: 'Applicants',
    description:
      'Name of the whole list of applicants of the foundation partnership application (/foundation, a form of several steps), in its error messages and on the review step',
  },
  'applicants.fullName': {
    id: 'foundation.form.field.applicants.fullName',
    defaultMessage: 'Full name',
    description:
      'Label of a field of each applicant of the foundation partnership application (/foundation, a form of several steps)',
  },
  'applicants.role': {
    id: 'foundation.form.field.applicants.role',
    defaultMessage: 'Role in the project',
    description:
      'Label of a field of each applicant of the foundation partnership application (/foundation, a form of several steps)',
  },
  'applicants.email': {
    id: 'foundation.form.field.applicants.email',
    defaultMessage: 'Email',
    description:
      'Label of a field of each applicant of the foundation partnership application (/foundation, a form of several steps)',
  },
  'applicants.phone': {
    id: 'foundation.form.field.applicants.phone',
    defaultMessage: 'Phone number',
    description:
      'Label of a field of each applicant of the foundation partnership application (/foundation, a form of several steps)',
  },
  region: {
    id: 'foundation.form.field.region',
    defaultMessage: 'Region',
    description:
      'Label of a field of the foundation partnership application (/foundation, a form of several steps)',
  },
  district: {
    id: 'foundation.form.field.district',
    defaultMessage: 'District',
    description:
      'Label of a field of the foundation partnership application (/foundation, a form of several steps)',
  },
  ward: {
    id: 'foundation.form.field.ward',
    defaultMessage: 'Ward (optional)',
    description:
      'Label of a field of the foundation partnership application (/foundation, a form of several steps); keep "(optional)" at the end, translated',
  },
});

/** Hints under fields. */
export const hintMessages = defineMessages({
  website: {
    id: 'foundation.form.hint.website',
    defaultMessage: 'Starting with https://',
    description:
      'Hint under a field of the foundation partnership application (/foundation, a form of several steps); keep https:// as it is',
  },
  teamDescription: {
    id: 'foundation.form.hint.teamDescription',
    defaultMessage: 'Who they are and what they have done before',
    description:
      'Hint under a field of the foundation partnership application (/foundation, a form of several steps)',
  },
  beneficiaries: {
    id: 'foundation.form.hint.beneficiaries',
    defaultMessage: 'Who will benefit, and how many people',
    description:
      'Hint under a field of the foundation partnership application (/foundation, a form of several steps)',
  },
  phone: {
    id: 'foundation.form.hint.phone',
    defaultMessage: 'Ten digits starting with 0, or +255 and nine digits',
    description:
      'Hint under a field of the foundation partnership application (/foundation, a form of several steps); keep the example numbers as they are',
  },
});

/** The options of "Type of organization", by value. */
export const organisationTypeMessages = defineMessages({
  ngo: {
    id: 'foundation.form.organisationType.ngo',
    defaultMessage: 'Non-governmental organization (NGO)',
    description:
      'Option of the list "Type of organization" in the foundation partnership application (/foundation, a form of several steps); keep the abbreviation in brackets',
  },
  cbo: {
    id: 'foundation.form.organisationType.cbo',
    defaultMessage: 'Community-based organization (CBO)',
    description:
      'Option of the list "Type of organization" in the foundation partnership application (/foundation, a form of several steps); keep the abbreviation in brackets',
  },
  'faith-based': {
    id: 'foundation.form.organisationType.faith-based',
    defaultMessage: 'Faith-based organization',
    description:
      'Option of the list "Type of organization" in the foundation partnership application (/foundation, a form of several steps)',
  },
  school: {
    id: 'foundation.form.organisationType.school',
    defaultMessage: 'School or college',
    description:
      'Option of the list "Type of organization" in the foundation partnership application (/foundation, a form of several steps)',
  },
  'social-enterprise': {
    id: 'foundation.form.organisationType.social-enterprise',
    defaultMessage: 'Social enterprise',
    description:
      'Option of the list "Type of organization" in the foundation partnership application (/foundation, a form of several steps)',
  },
  cooperative: {
    id: 'foundation.form.organisationType.cooperative',
    defaultMessage: 'Cooperative (SACCOS, AMCOS)',
    description:
      'Option of the list "Type of organization" in the foundation partnership application (/foundation, a form of several steps); keep the abbreviation in brackets',
  },
  other: {
    id: 'foundation.form.organisationType.other',
    defaultMessage: 'Other',
    description:
      'Option of the list "Type of organization" in the foundation partnership application (/foundation, a form of several steps)',
  },
});

export const infoText = defineMessage<{ min: number }>({
  id: 'foundation.form.info.text',
  defaultMessage:
    'Please read the application guidelines and criteria first. You need at least {min} applicants to apply.',
  description:
    'Text of the notice above the first step of the foundation partnership application (/foundation, a form of several steps): {min} is the least number of applicants (2)',
});

export const progress = defineMessage<{ current: number; total: number }>({
  id: 'foundation.form.progress',
  defaultMessage: 'Step {current} of {total}',
  description:
    "Above each step of the foundation partnership application (/foundation, a form of several steps): {current} is the step's number, {total} how many steps",
});

export const budgetLine = defineMessage<{ number: number }>({
  id: 'foundation.form.budget.line',
  defaultMessage: 'Budget line {number}',
  description:
    'Heading of each budget line of the foundation partnership application (/foundation, a form of several steps), and the start of its errors in the error summary: {number} is its number',
});

export const lineTotal = defineMessage<{ amount: string }>({
  id: 'foundation.form.budget.lineTotal',
  defaultMessage: 'Line total: {amount}',
  description:
    'Under each budget line of the foundation partnership application (/foundation, a form of several steps): {amount} is quantity times unit cost in shillings (TZS 150,000)',
});

export const budgetTotal = defineMessage<{ amount: string }>({
  id: 'foundation.form.budget.total',
  defaultMessage: 'Total budget: {amount}',
  description:
    'Under the budget lines of the foundation partnership application (/foundation, a form of several steps) and on its review step: {amount} is the sum in shillings',
});

export const removeLine = defineMessage<{ number: number }>({
  id: 'foundation.form.budget.remove',
  defaultMessage: 'Remove budget line {number}',
  description:
    'Button of each budget line of the foundation partnership application (/foundation, a form of several steps) that removes it: {number} is its number',
});

export const applicantsIntro = defineMessage<{ min: number }>({
  id: 'foundation.form.applicants.intro',
  defaultMessage: 'Give the details of at least {min} people who are responsible for the project.',
  description:
    'Text at the top of the applicants step of the foundation partnership application (/foundation, a form of several steps): {min} is the least number of applicants (2)',
});

export const applicantPerson = defineMessage<{ number: number }>({
  id: 'foundation.form.applicants.person',
  defaultMessage: 'Applicant {number}',
  description:
    'Heading of each applicant of the foundation partnership application (/foundation, a form of several steps), and the start of their errors in the error summary: {number} is their number',
});

export const removeApplicant = defineMessage<{ number: number }>({
  id: 'foundation.form.applicants.remove',
  defaultMessage: 'Remove applicant {number}',
  description:
    'Button of each applicant of the foundation partnership application (/foundation, a form of several steps) that removes them: {number} is their number',
});

export const changeStep = defineMessage<{ step: string }>({
  id: 'foundation.form.review.change',
  defaultMessage: 'Change {step}',
  description:
    'Name read by screen readers of the "Change" button on the review step of the foundation partnership application (/foundation, a form of several steps): {step} is the step\'s title',
});

export const reviewBudgetLine = defineMessage<{
  item: string;
  quantity: string;
  unitCost: string;
  amount: string;
}>({
  id: 'foundation.form.review.budgetLine',
  defaultMessage: '{item}: {quantity} × {unitCost} = {amount}',
  description:
    "One budget line on the review step of the foundation partnership application (/foundation, a form of several steps): {item} what, {quantity} how many, {unitCost} the price of one, {amount} the line's total in shillings; keep × and =",
});
