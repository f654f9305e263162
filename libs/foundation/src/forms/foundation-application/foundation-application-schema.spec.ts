import {
  budgetTotals,
  emptyApplicant,
  foundationApplicationDefaults,
  foundationApplicationSchema,
  foundationSteps,
  stepOfField,
} from './foundation-application-schema';

const applicant = (n: number) => ({
  fullName: `Person ${n}`,
  role: 'Lead',
  email: `p${n}@example.org`,
  phone: `071234567${n}`,
});
const valid = {
  ...foundationApplicationDefaults,
  organisationName: 'Tumaini Youth Trust',
  organisationType: 'ngo',
  projectTitle: 'Digital skills',
  projectSummary: 'Coding clubs',
  objectives: 'Teach',
  beneficiaries: 'Girls',
  budgetLines: [{ item: 'Laptops', quantity: '2', unitCost: '1,500,000' }],
  applicants: [applicant(1), applicant(2)],
  region: 'Mwanza',
  district: 'Ilemela',
};

/** Field path → the first problem's code, as shown beside the field. */
function codes(input: unknown) {
  const first: Record<string, string> = {};
  for (const issue of foundationApplicationSchema.safeParse(input).error?.issues ?? [])
    first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('foundationApplicationSchema', () => {
  it('accepts a complete application, with numbers and phones normalised', () => {
    const parsed = foundationApplicationSchema.parse({ ...valid, yearFounded: '2015', durationMonths: '12' });
    expect(parsed.budgetLines).toEqual([{ item: 'Laptops', quantity: 2, unitCost: 1500000 }]);
    expect(parsed.applicants[0]?.phone).toBe('+255712345671');
    expect(parsed).toMatchObject({ yearFounded: 2015, durationMonths: 12, teamSize: undefined });
  });

  it('requires the organisation, project, location and every applicant detail', () => {
    expect(codes(foundationApplicationDefaults)).toMatchObject({
      organisationName: 'required',
      organisationType: 'required',
      projectTitle: 'required',
      region: 'required',
      district: 'required',
      'budgetLines.0.item': 'required',
      'budgetLines.0.quantity': 'required',
      'applicants.0.fullName': 'required',
      'applicants.1.email': 'required',
      'applicants.1.phone': 'required',
    });
  });

  it('needs at least 2 applicants and at most 10', () => {
    expect(codes({ ...valid, applicants: [applicant(1)] })).toEqual({ applicants: 'min_applicants' });
    expect(codes({ ...valid, applicants: Array.from({ length: 11 }, (_, i) => applicant(i % 10)) })).toEqual({
      applicants: 'too_long',
    });
    expect(codes({ ...valid, applicants: [applicant(1), applicant(2), applicant(3)] })).toEqual({});
  });

  it('checks applicant email and phone', () => {
    expect(
      codes({
        ...valid,
        applicants: [
          applicant(1),
          { ...emptyApplicant, fullName: 'X', role: 'Y', email: 'x@y', phone: '0712' },
        ],
      }),
    ).toEqual({
      'applicants.1.email': 'invalid_email',
      'applicants.1.phone': 'invalid_phone',
    });
  });

  it('accepts budget numbers of 0 or more only, and at least one line', () => {
    expect(codes({ ...valid, budgetLines: [{ item: 'Free venue', quantity: '1', unitCost: '0' }] })).toEqual(
      {},
    );
    expect(codes({ ...valid, budgetLines: [{ item: 'A', quantity: '-1', unitCost: 'ten' }] })).toEqual({
      'budgetLines.0.quantity': 'invalid_number',
      'budgetLines.0.unitCost': 'invalid_number',
    });
    expect(codes({ ...valid, budgetLines: [] })).toEqual({ budgetLines: 'required' });
  });

  it('checks optional numbers, links and dates, and lengths', () => {
    expect(
      codes({
        ...valid,
        yearFounded: '1800',
        teamSize: '-3',
        durationMonths: '0',
        website: 'tumaini',
        startDate: '1/7/2026',
        projectTitle: 'x'.repeat(161),
      }),
    ).toEqual({
      yearFounded: 'invalid_number',
      teamSize: 'invalid_number',
      durationMonths: 'invalid_number',
      website: 'invalid_url',
      startDate: 'invalid_date',
      projectTitle: 'too_long',
    });
  });
});

describe('budgetTotals', () => {
  it('multiplies each line and adds them up, counting unfinished lines as 0', () => {
    expect(
      budgetTotals([
        { quantity: '2', unitCost: '1,500' },
        { quantity: '3', unitCost: '' },
        { quantity: 'x', unitCost: '5' },
      ]),
    ).toEqual({
      lineTotals: [3000, 0, 0],
      total: 3000,
    });
    expect(
      budgetTotals([
        { quantity: '2.5', unitCost: '100' },
        { quantity: '-2', unitCost: '100' },
      ]).total,
    ).toBe(250);
    expect(budgetTotals(undefined)).toEqual({ lineTotals: [], total: 0 });
  });
});

describe('foundationSteps', () => {
  it('has organisation, team, project, budget, applicants, location and review, and finds a field’s step', () => {
    expect(foundationSteps.map((step) => step.id)).toEqual([
      'organisation',
      'team',
      'project',
      'budget',
      'applicants',
      'location',
      'review',
    ]);
    expect(stepOfField('applicants.1.email')).toBe(4);
    expect(stepOfField('district')).toBe(5);
    expect(stepOfField('root.server')).toBe(0);
  });
});
