import { foundationApplicationRules } from '@site/form-rules';
import { foundationApplicationVectors } from '@site/form-rules/vectors';
import { itResolvesTheSharedVectors, resolveForm } from '@site/shared-forms/testing';
import { emptyApplicant, foundationApplicationDefaults } from './foundation-application-defaults';

const applicant = (n: number) => ({
  fullName: `Person ${n}`,
  role: 'Lead',
  email: `p${n}@example.org`,
  phone: `071234567${n}`,
});
/** As the boxes hold it: every answer typed as text. */
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

/** Field name → code of each problem, as shown beside the fields. */
const codes = async (input: Record<string, unknown>) =>
  Object.fromEntries((await resolveForm(foundationApplicationRules, input)).errors);

describe('the foundation application’s rules in the browser', () => {
  itResolvesTheSharedVectors(foundationApplicationRules, foundationApplicationVectors);

  it('reads typed numbers (thousands separators too) and normalises phones', async () => {
    const { values } = await resolveForm(foundationApplicationRules, {
      ...valid,
      yearFounded: ' 2015 ',
      durationMonths: '12',
    });
    expect(values['budgetLines']).toEqual([{ item: 'Laptops', quantity: 2, unitCost: 1500000 }]);
    expect(values).toMatchObject({ yearFounded: 2015, durationMonths: 12 });
    expect(values).not.toHaveProperty('teamSize');
    expect((values['applicants'] as { phone: string }[])[0]?.phone).toBe('+255712345671');
  });

  it('requires the organisation, project, location and every applicant detail', async () => {
    expect(await codes(foundationApplicationDefaults)).toMatchObject({
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

  it('needs at least 2 applicants and at most 10', async () => {
    expect(await codes({ ...valid, applicants: [applicant(1)] })).toEqual({ applicants: 'min_applicants' });
    const eleven = Array.from({ length: 11 }, (_, i) => applicant(i % 10));
    expect(await codes({ ...valid, applicants: eleven })).toEqual({ applicants: 'too_long' });
    expect(await codes({ ...valid, applicants: [applicant(1), applicant(2), applicant(3)] })).toEqual({});
    const second = { ...emptyApplicant, fullName: 'X', role: 'Y', email: 'x@y', phone: '0712' };
    expect(await codes({ ...valid, applicants: [applicant(1), second] })).toEqual({
      'applicants.1.email': 'invalid_email',
      'applicants.1.phone': 'invalid_phone',
    });
  });

  it('takes whole quantities and whole shillings only, and at least one line', async () => {
    const line = (quantity: string, unitCost: string) => ({
      ...valid,
      budgetLines: [{ item: 'A', quantity, unitCost }],
    });
    expect(await codes(line('1', '0'))).toEqual({});
    expect(await codes(line('-1', 'ten'))).toEqual({
      'budgetLines.0.quantity': 'invalid_number',
      'budgetLines.0.unitCost': 'invalid_number',
    });
    expect(await codes(line('2.5', '0.50'))).toEqual({
      'budgetLines.0.quantity': 'not_whole_number',
      'budgetLines.0.unitCost': 'not_whole_number',
    });
    expect(await codes({ ...valid, budgetLines: [] })).toEqual({ budgetLines: 'required' });
  });

  it('checks optional numbers, links and dates, and lengths', async () => {
    expect(
      await codes({
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
