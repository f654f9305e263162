import type { FoundationApplicationInput } from './foundation-application-defaults';
import type { stepMessages } from './foundation-application-messages';

type FieldName = keyof FoundationApplicationInput;

/** The steps in order; Next validates only the current step's fields. */
export const foundationSteps: readonly { id: keyof typeof stepMessages; fields: readonly FieldName[] }[] = [
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
