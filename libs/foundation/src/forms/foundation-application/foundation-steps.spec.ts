import { foundationSteps, stepOfField } from './foundation-steps';

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
