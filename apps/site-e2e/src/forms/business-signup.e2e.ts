import { findSubmission } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { fillVisibleFields } from '../support/form-filler';
import { danglingIdRefs, formPost, pageForm, referenceOf, submitOf, uniquePlan } from '../support/forms';
import { inEveryLocale } from './in-every-locale';
import { type FormCollection, submitAndFindStored } from './stored-submission';

const signups: FormCollection = {
  plural: 'business-community-signups',
  singular: 'business-community-signup',
};

const businessName = /business name|jina la biashara/i;
const email = /e-?mail|barua pepe/i;
const phone = /phone|msisdn|simu/i;
const onCms = (url: string | undefined) => url?.includes('/api/') === true;

// The business community sign-up on /vodacom-business (docs/behaviour.md §1/§3).
test.describe('business community sign-up', () => {
  inEveryLocale((locale) => {
    test('a complete sign-up is stored in the CMS', async ({ page, visit }) => {
      await visit('/vodacom-business');
      const form = await pageForm(page);
      await expect(form, 'the business page embeds the sign-up form').toBeVisible({ timeout: 20_000 });
      const plan = uniquePlan('E2E Business');
      const record = await submitAndFindStored(page, form, signups, plan);
      expect(record['businessName']).toBe(plan.marker);
      expect(record['email']).toBe(plan.email);
      expect(String(record['msisdn'])).toMatch(/^\+255\d{9}$/);
      expect(record['language']).toBe(locale);
    });
  });

  test('what is typed into the form before it has hydrated is kept', async ({ page, visit }) => {
    await visit('/vodacom-business');
    // Far down the page, the form is still the server's: filling a field scrolls to it and focuses
    // it, which hydrates it (ADR 0018), while or after the text goes in.
    await page.locator('main form').first().getByLabel(businessName).first().fill('Duka la Asha');
    const form = await pageForm(page);
    await expect(form.getByLabel(businessName).first()).toHaveValue('Duka la Asha');
  });

  test('an invalid sign-up is refused with a message on each wrong field', async ({
    page,
    visit,
    problems,
  }) => {
    // A server-side refusal (400) is an acceptable way to refuse; it is the only failure allowed.
    problems.allow((p) => onCms(p.url) && /400/.test(p.text));
    problems.allow((p) => p.kind === 'console' && /status of 400/.test(p.text));
    const stored: number[] = [];
    page.on('response', (response) => {
      if (
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/business-community-signups' &&
        response.ok()
      )
        stored.push(response.status());
    });

    await visit('/vodacom-business');
    const form = await pageForm(page);
    await expect(form).toBeVisible({ timeout: 20_000 });
    await form.getByLabel(email).first().fill('not-an-email');
    await form.getByLabel(phone).first().fill('12345');
    await submitOf(form).click();

    for (const [label, field] of [
      ['email', form.getByLabel(email).first()],
      ['phone', form.getByLabel(phone).first()],
      ['business name (required, left empty)', form.getByLabel(businessName).first()],
    ] as const) {
      await expect(field, `${label} is marked invalid`).toHaveAttribute('aria-invalid', 'true');
      await expect(field, `${label} carries its message`).toHaveAccessibleDescription(/\S/);
    }
    expect(await danglingIdRefs(form), 'every label and description points at its element').toEqual([]);
    expect(stored, 'nothing was stored').toEqual([]);
  });

  test('a submission while the CMS is down keeps the draft, and goes through once it is back', async ({
    page,
    problems,
    visit,
  }) => {
    problems.allow((p) => onCms(p.url) || (p.kind === 'console' && /Failed to load resource/.test(p.text)));
    await visit('/vodacom-business');
    const form = await pageForm(page);
    await expect(form).toBeVisible({ timeout: 20_000 });
    const plan = uniquePlan('E2E Offline');
    await fillVisibleFields(form, plan);
    const name = form.getByLabel(businessName).first();
    await expect(name).toHaveValue(plan.marker);

    await page.route(
      (url) => url.pathname.startsWith('/api/'),
      (route) => route.abort('connectionrefused'),
    );
    await submitOf(form).click();
    await expect(page.getByRole('alert').first(), 'the visitor is told it failed').toBeVisible({
      timeout: 20_000,
    });
    await expect(name, 'the draft is kept').toHaveValue(plan.marker);
    await expect(form.getByLabel(email).first()).toHaveValue(plan.email);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const posted = formPost(page, signups.plural);
    await submitOf(form).click();
    const reference = await referenceOf(await posted);
    expect(await findSubmission(signups.singular, reference)).not.toBeNull();
  });
});
