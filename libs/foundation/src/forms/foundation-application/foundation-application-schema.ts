import {
  choice,
  emailField,
  nonNegativeNumber,
  optionalDate,
  optionalText,
  optionalUrl,
  optionalWholeNumber,
  requiredText,
  tzPhone,
} from '@site/shared-forms';
import { z } from 'zod';
import { regions } from './regions';

export { regions } from './regions';

/** docs/behaviour.md §9: a partnership application names at least 2 people. */
export const minApplicants = 2;
export const maxApplicants = 10;
export const maxBudgetLines = 50;

export const organisationTypes = [
  'ngo',
  'cbo',
  'faith-based',
  'school',
  'social-enterprise',
  'cooperative',
  'other',
] as const;

export const budgetLineSchema = z.object({
  item: requiredText(120),
  quantity: nonNegativeNumber(),
  unitCost: nonNegativeNumber(),
});
export const applicantSchema = z.object({
  fullName: requiredText(120),
  role: requiredText(120),
  email: emailField(),
  phone: tzPhone(),
});

/** The whole application; field names and limits are the CMS's (`foundation-applications`). */
export const foundationApplicationSchema = z.object({
  organisationName: requiredText(120),
  registrationNumber: optionalText(60),
  organisationType: choice(organisationTypes),
  yearFounded: optionalWholeNumber(1900, 2100),
  website: optionalUrl(200),
  address: optionalText(500),
  teamSize: optionalWholeNumber(0, 100000),
  teamDescription: optionalText(2000),
  projectTitle: requiredText(160),
  projectSummary: requiredText(2000),
  objectives: requiredText(2000),
  beneficiaries: requiredText(2000),
  startDate: optionalDate(),
  durationMonths: optionalWholeNumber(1, 120),
  budgetLines: z.array(budgetLineSchema).min(1, 'required').max(maxBudgetLines, 'too_long'),
  applicants: z.array(applicantSchema).min(minApplicants, 'min_applicants').max(maxApplicants, 'too_long'),
  region: choice(regions),
  district: requiredText(60),
  ward: optionalText(60),
});

export type FoundationApplicationInput = z.input<typeof foundationApplicationSchema>;
export type FoundationApplicationValues = z.output<typeof foundationApplicationSchema>;
type FieldName = keyof FoundationApplicationInput;

export const emptyBudgetLine = { item: '', quantity: '', unitCost: '' };
export const emptyApplicant = { fullName: '', role: '', email: '', phone: '' };

export const foundationApplicationDefaults: FoundationApplicationInput = {
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

/** The steps in order; Next validates only the current step's fields. */
export const foundationSteps: readonly { id: string; fields: readonly FieldName[] }[] = [
  {
    id: 'organisation',
    fields: [
      'organisationName',
      'registrationNumber',
      'organisationType',
      'yearFounded',
      'website',
      'address',
    ],
  },
  { id: 'team', fields: ['teamSize', 'teamDescription'] },
  {
    id: 'project',
    fields: ['projectTitle', 'projectSummary', 'objectives', 'beneficiaries', 'startDate', 'durationMonths'],
  },
  { id: 'budget', fields: ['budgetLines'] },
  { id: 'applicants', fields: ['applicants'] },
  { id: 'location', fields: ['region', 'district', 'ward'] },
  { id: 'review', fields: [] },
];

/** The step that holds a field (`applicants.1.email` → the applicants step); the first when unknown. */
export function stepOfField(name: string): number {
  const root = name.split('.')[0];
  const index = foundationSteps.findIndex((step) => step.fields.some((field) => field === root));
  return index < 0 ? 0 : index;
}

/** A typed amount as the schema reads it; anything not yet valid counts as 0 in the live totals. */
function amount(value: string | undefined): number {
  const n = Number((value ?? '').replace(/,/g, '').trim() || 'NaN');
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

/** Line totals (quantity × unit cost) and the grand total, from the typed (not yet valid) lines. */
export function budgetTotals(lines: readonly { quantity?: string; unitCost?: string }[] | undefined) {
  const lineTotals = (lines ?? []).map((line) => amount(line.quantity) * amount(line.unitCost));
  return { lineTotals, total: lineTotals.reduce((sum, value) => sum + value, 0) };
}
