import type { Locator, Page } from '@playwright/test';
import { findSubmission } from '../support/admin';
import { expect } from '../support/fixtures';
import type { FillPlan } from '../support/form-filler';
import { completeForm, formPost, referenceOf } from '../support/forms';

export type StoredSubmission = {
  /** The CMS collection the form posts to, e.g. `shareholder-forms`. */
  plural: string;
  /** Its content type, e.g. `shareholder-submission`. */
  singular: string;
  plan: FillPlan;
  minApplicants?: number;
};

/**
 * Completes and sends the form, checks the visitor is given the reference, and returns what the CMS
 * stored under it: the proof that a submission went all the way.
 */
export async function submitAndFindStored(page: Page, form: Locator, submission: StoredSubmission) {
  const posted = formPost(page, submission.plural);
  await completeForm(form, submission.plan, submission.minApplicants);
  const reference = await referenceOf(await posted);
  await expect(page.getByText(reference), 'the visitor is given the reference').toBeVisible();

  const stored = await findSubmission(submission.singular, reference);
  expect(stored, `submission ${reference} in the CMS`).not.toBeNull();
  return stored ?? {};
}
