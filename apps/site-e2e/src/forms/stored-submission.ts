import type { Locator, Page } from '@playwright/test';
import { findSubmission } from '../support/admin';
import { expect } from '../support/fixtures';
import type { FillPlan } from '../support/form-filler';
import { completeForm, formPost, referenceOf } from '../support/forms';

/** A form's CMS collection: `plural` is its API path, `singular` its content type. */
export type FormCollection = { plural: string; singular: string };

/**
 * Completes and sends the form, checks the visitor is given the reference, and returns what the CMS
 * stored under it: the proof that a submission went all the way.
 */
export async function submitAndFindStored(
  page: Page,
  form: Locator,
  collection: FormCollection,
  plan: FillPlan,
  minApplicants?: number,
) {
  const posted = formPost(page, collection.plural);
  await completeForm(form, plan, minApplicants);
  const reference = await referenceOf(await posted);
  await expect(page.getByText(reference), 'the visitor is given the reference').toBeVisible();

  const stored = await findSubmission(collection.singular, reference);
  expect(stored, `submission ${reference} in the CMS`).not.toBeNull();
  return stored ?? {};
}
