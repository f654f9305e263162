import { foundationApplicationRules, shareholderRules } from '@site/form-rules';
import { resolveForm } from '../testing';
import { readTypedNumber } from './rules-resolver';

describe('readTypedNumber', () => {
  it.each([
    ['12', 12],
    [' 1,500,000 ', 1500000],
    ['2.5', 2.5],
    ['-1', -1],
  ])('reads %j as %j', (typed, value) => {
    expect(readTypedNumber(typed)).toBe(value);
  });

  it.each(['', 'ten', '0x10', '1e3', 'Infinity', '1.2.3'])(
    'leaves %j as typed, for the rules to refuse',
    (typed) => {
      expect(readTypedNumber(typed)).toBe(typed);
    },
  );
});

describe('rulesResolver', () => {
  it('puts a whole list’s error at <list>.root, beside its items’ errors', async () => {
    const { errors } = await resolveForm(foundationApplicationRules, {
      applicants: [{ fullName: 'A', role: 'B', email: 'x', phone: '0712345678' }],
    });
    expect(errors).toContainEqual(['applicants', 'min_applicants']);
    const two = await resolveForm(foundationApplicationRules, {
      applicants: [
        { fullName: 'A', role: 'B', email: 'x', phone: '0712345678' },
        { fullName: 'C', role: 'D', email: 'c@example.org', phone: '0712345679' },
      ],
    });
    expect(two.errors).toContainEqual(['applicants.0.email', 'invalid_email']);
  });

  it('keeps a field named __proto__ as data, never as a prototype', async () => {
    const { errors } = await resolveForm(shareholderRules, JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(errors).toContainEqual(['__proto__', 'unknown_field']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
