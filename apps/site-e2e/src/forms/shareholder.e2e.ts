import { expect, test } from '../support/fixtures';
import { pageForm, uniquePlan } from '../support/forms';
import { inEveryLocale } from './in-every-locale';
import { type FormCollection, submitAndFindStored } from './stored-submission';

const shareholderForms: FormCollection = { plural: 'shareholder-forms', singular: 'shareholder-submission' };

// The standalone shareholder details update (/shareholder-form, no site chrome).
test.describe('shareholder form', () => {
  inEveryLocale((locale) => {
    test('a complete update is stored in the CMS', async ({ page, visit }) => {
      await visit('/shareholder-form');
      await expect(page.getByRole('banner'), 'standalone: no site header').toHaveCount(0);
      const form = await pageForm(page);
      await expect(form).toBeVisible({ timeout: 20_000 });
      const plan = uniquePlan('E2E Shareholder');
      const record = await submitAndFindStored(page, form, shareholderForms, plan);
      expect(record['email']).toBe(plan.email);
      expect(String(record['phone'])).toMatch(/^\+255\d{9}$/);
      expect(record['consent']).toBe(true);
      expect(record['language']).toBe(locale);
    });
  });
});
