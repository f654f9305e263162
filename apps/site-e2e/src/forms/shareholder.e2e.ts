import { locales } from '../support/env';
import { expect, test } from '../support/fixtures';
import { pageForm, uniquePlan } from '../support/forms';
import { submitAndFindStored } from './stored-submission';

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
        const record = await submitAndFindStored(page, form, {
          plural: 'shareholder-forms',
          singular: 'shareholder-submission',
          plan,
        });
        expect(record['email']).toBe(plan.email);
        expect(String(record['phone'])).toMatch(/^\+255\d{9}$/);
        expect(record['consent']).toBe(true);
        expect(record['language']).toBe(locale);
      });
    });
  }
});
