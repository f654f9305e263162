import type { FieldErrors } from 'react-hook-form';
import { fieldId, flattenErrors } from './field-errors';

describe('flattenErrors', () => {
  it('lists nested, list and form-level errors by their register() names', () => {
    const applicants = Object.assign([undefined, { email: { type: 'server', message: 'invalid_email' } }], {
      root: { type: 'too_small', message: 'min_applicants' },
    });
    const errors = {
      name: { type: 'custom', message: 'required' },
      applicants,
      root: { server: { type: 'server', message: 'invalid_value' } },
    } as unknown as FieldErrors;
    expect(flattenErrors(errors)).toEqual([
      { name: 'name', code: 'required' },
      { name: 'applicants.1.email', code: 'invalid_email' },
      { name: 'applicants', code: 'min_applicants' },
      { name: 'root.server', code: 'invalid_value' },
    ]);
  });
});

describe('fieldId', () => {
  it('turns a field name into a DOM id', () => {
    expect(fieldId('foundation-application', 'applicants.1.email')).toBe(
      'foundation-application-applicants-1-email',
    );
  });
});
