import { expect, test } from '../support/fixtures';
import { pageForm, uniquePlan } from '../support/forms';
import { type FormCollection, submitAndFindStored } from './stored-submission';

const applications: FormCollection = {
  plural: 'foundation-applications',
  singular: 'foundation-application',
};

// docs/behaviour.md §1/§5 and the content model: the foundation partnership application on /guidelines —
// organisation, team, project, budget lines, at least 2 applicants, project location.
test('a complete foundation application is stored in the CMS', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/guidelines');
  const form = await pageForm(page);
  await expect(form, 'the guidelines page embeds the application form').toBeVisible({ timeout: 20_000 });

  const plan = uniquePlan('E2E Foundation');
  const record = await submitAndFindStored(page, form, applications, plan, 2);
  expect(record['organisationName']).toBe(plan.marker);
  expect(record['language']).toBe('en');
  const applicants = (record['applicants'] ?? []) as Array<Record<string, unknown>>;
  expect(applicants.length, 'at least two applicants').toBeGreaterThanOrEqual(2);
  expect(
    applicants.every((a) => /^\+255\d{9}$/.test(String(a['phone']))),
    'phones stored as +255…',
  ).toBe(true);
  expect(
    ((record['budgetLines'] ?? []) as unknown[]).length,
    'at least one budget line',
  ).toBeGreaterThanOrEqual(1);
  for (const field of [
    'projectTitle',
    'projectSummary',
    'objectives',
    'beneficiaries',
    'region',
    'district',
  ]) {
    expect(String(record[field] ?? ''), field).not.toBe('');
  }
});
