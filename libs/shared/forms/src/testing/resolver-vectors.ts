import type { FormRules } from '@site/form-rules';
import type { FormVectors } from '@site/form-rules/vectors';
import { flattenErrors } from '../lib/field-errors';
import { rulesResolver } from '../lib/rules-resolver';

/** A form's resolver on `values` → its errors as `[field name, code]` (sorted) and its values. */
export async function resolveForm(rules: FormRules, values: Record<string, unknown>) {
  const result = await rulesResolver(rules)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors = flattenErrors(result.errors).map((error) => [error.name, error.code]);
  return { errors: errors.sort(), values: result.values as Record<string, unknown> };
}

/**
 * The shared test vectors of a form through its browser resolver: the same refusals the CMS answers
 * (apps/cms/test/forms.test.mjs posts the same vectors), the same accepted values.
 */
export function itResolvesTheSharedVectors(rules: FormRules, { vectors }: FormVectors) {
  it.each(vectors.filter((vector) => vector.errors))('refuses, as the CMS does: $name', async (vector) => {
    expect((await resolveForm(rules, vector.input)).errors).toEqual([...(vector.errors ?? [])].sort());
  });

  it.each(vectors.filter((vector) => !vector.errors))('accepts, as the CMS does: $name', async (vector) => {
    const { errors, values } = await resolveForm(rules, vector.input);
    expect(errors).toEqual([]);
    expect(values).toMatchObject(vector.value ?? {});
    expect(Object.keys(values).filter((field) => vector.absent?.includes(field))).toEqual([]);
  });
}
