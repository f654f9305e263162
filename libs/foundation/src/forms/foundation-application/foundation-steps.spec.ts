import { foundationApplicationRules } from '@site/form-rules';
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

  it('asks every answer of the rules on exactly one step (the language is the page’s)', () => {
    const asked = foundationSteps.flatMap((step) => step.fields).sort();
    const answers = Object.keys(foundationApplicationRules.fields).filter((name) => name !== 'locale');
    expect(asked).toEqual(answers.sort());
  });
});
