import { minApplicants } from '@site/form-rules';

/**
 * The partnership application as the boxes hold it before sending: every answer is text until the
 * rules read it (`foundationApplicationRules` of @site/form-rules, which the CMS enforces too).
 */
export const emptyBudgetLine = { item: '', quantity: '', unitCost: '' };
export const emptyApplicant = { fullName: '', role: '', email: '', phone: '' };

export const foundationApplicationDefaults = {
  organisationName: '',
  registrationNumber: '',
  organisationType: '',
  yearFounded: '',
  website: '',
  address: '',
  teamSize: '',
  teamDescription: '',
  projectTitle: '',
  projectSummary: '',
  objectives: '',
  beneficiaries: '',
  startDate: '',
  durationMonths: '',
  budgetLines: [emptyBudgetLine],
  applicants: Array.from({ length: minApplicants }, () => emptyApplicant),
  region: '',
  district: '',
  ward: '',
};

export type FoundationApplicationInput = typeof foundationApplicationDefaults;
