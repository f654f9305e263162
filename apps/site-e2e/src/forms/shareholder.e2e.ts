import { findSubmission } from '../support/admin';
import { locales } from '../support/env';
import { expect, test } from '../support/fixtures';
import { completeForm, formPost, pageForm, referenceOf, uniquePlan } from '../support/forms';

// The standalone shareholder details update (/shareholder-form, no site chrome).
test.describe('shareholder form', () => {
  for (const locale of locales) {
    test.describe(locale, () => {
      test.use({ lang: locale });

      test('a complete update is stored in the CMS', async ({ page, visit }) => {
        await visit('/shareholder-form');
        await expect(page.getByRole('banner'), 'standalone: no site header').toHaveCount(0);
        const form = pageForm(page);
        await expect(form).toBeVisible({ timeout: 20_000 });
        const plan = uniquePlan('E2E Shareholder');
        const posted = formPost(page, 'shareholder-forms');
        await completeForm(form, plan);
        const reference = await referenceOf(await posted);
        await expect(page.getByText(reference), 'the visitor is given the reference').toBeVisible();

        const stored = await findSubmission('shareholder-submission', reference);
        expect(stored, `submission ${reference} in the CMS`).not.toBeNull();
        const record = stored ?? {};
        expect(record['email']).toBe(plan.email);
        expect(String(record['phone'])).toMatch(/^\+255\d{9}$/);
        expect(record['consent']).toBe(true);
        expect(record['language']).toBe(locale);
      });
    });
  }
});
