import { formVectors } from '../vectors/index.js';
import { businessCommunityRules } from './business-community.js';
import { foundationApplicationRules } from './foundation-application.js';
import { shareholderRules } from './shareholder.js';
import { maxErrors, validate, type FormError } from './validate.js';

const rulesOf = {
  'foundation-applications': foundationApplicationRules,
  'business-community-signups': businessCommunityRules,
  'shareholder-forms': shareholderRules,
} as const;

const named = (errors: FormError[]) => errors.map((e) => [e.path.join('.'), e.code]);

describe.each(formVectors)('the shared vectors of $collection', ({ collection, vectors }) => {
  const rules = rulesOf[collection as keyof typeof rulesOf];

  it.each(vectors.filter((vector) => vector.errors))('refuses $name', ({ input, errors }) => {
    const result = validate(rules, input);
    expect(result.ok ? [] : named(result.errors).sort()).toEqual([...(errors ?? [])].sort());
  });

  it.each(vectors.filter((vector) => !vector.errors))('accepts $name', ({ input, value, absent }) => {
    const result = validate(rules, input);
    expect(result).toMatchObject({ ok: true, value: value ?? {} });
    const kept = Object.keys(result.ok ? result.value : {});
    expect(kept.filter((field) => absent?.includes(field))).toEqual([]);
  });
});

describe('validate', () => {
  const shareholder = {
    fullName: 'Asha',
    cdsAccount: '1',
    email: 'a@example.org',
    phone: '0712345678',
    bankName: 'B',
    accountName: 'A',
    accountNumber: '1',
    consent: true,
  };

  it('leaves blank optional answers out and adds the language', () => {
    const result = validate(shareholderRules, {
      ...shareholder,
      bankBranch: '  ',
      postalAddress: '',
      locale: 'sw',
    });
    expect(result).toEqual({
      ok: true,
      value: { ...shareholder, phone: '+255712345678', locale: 'sw' },
    });
  });

  it('answers at most maxErrors problems, however many unknown keys arrive', () => {
    const flood = Object.fromEntries(Array.from({ length: 80_000 }, (_, i) => [`k${i}`, i]));
    const result = validate(shareholderRules, flood);
    expect(result.ok ? 0 : result.errors.length).toBe(maxErrors);
  });

  it('refuses a `__proto__` key as an unknown field (JSON.parse makes it an own property)', () => {
    const result = validate(shareholderRules, JSON.parse('{"__proto__": {"admin": true}}'));
    expect(result.ok ? [] : named(result.errors)).toContainEqual(['__proto__', 'unknown_field']);
  });

  it('refuses a submission that is not an object', () => {
    for (const input of [null, [], 'x', 5])
      expect(validate(shareholderRules, input)).toEqual({
        ok: false,
        errors: [{ path: [], code: 'invalid_value' }],
      });
  });

  it('never reads a value through the prototype', () => {
    const inherited = Object.create({ ...shareholder });
    const result = validate(shareholderRules, inherited);
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toContain('required');
  });

  it('refuses list items that are not groups and lists beyond their size', () => {
    const result = validate(foundationApplicationRules, {
      budgetLines: [null, 'x'],
      applicants: Array.from({ length: 11 }, () => ({})),
    });
    expect(result.ok ? [] : named(result.errors)).toEqual(
      expect.arrayContaining([
        ['budgetLines.0', 'invalid_value'],
        ['budgetLines.1', 'invalid_value'],
        ['applicants', 'too_long'],
      ]),
    );
  });
});
