import { countSubmissions, findSubmission } from '../support/admin';
import { a11yIssues, formatIssues } from '../support/axe';
import { message } from '../support/catalog';
import { expect, inLanguage, test } from '../support/fixtures';
import { fillVisibleFields } from '../support/form-filler';
import { submitOf, uniquePlan } from '../support/forms';
import { inEveryLocale } from './in-every-locale';

test.use({ javaScriptEnabled: false });

// The foundation application without JavaScript (ADR 0031): each step goes through the server, which
// checks it and keeps every answer in the page; the lists grow and shrink by their buttons; the review
// brings a ticket; the application is stored once and the same post again is refused.
inEveryLocale((locale) => {
  const text = (id: string) => message('foundationForms', locale, id);
  test('without JavaScript the foundation application goes step by step, is stored once and not sent twice', async ({
    page,
    problems,
    browser,
  }) => {
    test.setTimeout(120_000);
    problems.allow((problem) => /\/forms\//.test(problem.url ?? '') && /400/.test(problem.text));
    await page.goto(inLanguage('/guidelines', locale));
    const form = page.locator('main form[method="post"]').first();
    const step = () => form.locator('input[name="step"]').inputValue();
    const posted = () => page.waitForResponse((response) => response.request().method() === 'POST');
    const press = async (name: string | RegExp, status = 200) => {
      const answer = posted();
      await form.getByRole('button', { name, exact: typeof name === 'string' }).click();
      expect((await answer).status(), `${String(name)} answers ${status}`).toBe(status);
    };
    const next = message('forms', locale, 'shared.forms.action.next');
    const plan = uniquePlan('E2E plain foundation');
    // axe runs as a script: the page the server sent back is checked, as it is, in a page that runs one.
    const accessible = async (state: string) => {
      const html = await page.content();
      const checker = await browser.newPage({ javaScriptEnabled: true });
      await checker.route('**/*', (route) =>
        route.request().resourceType() === 'document'
          ? route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' })
          : route.continue(),
      );
      await checker.goto(page.url());
      const issues = await a11yIssues(checker, 'main form');
      await checker.close();
      expect(issues, `${state}: ${formatIssues(issues)}`).toEqual([]);
    };

    // Next on an empty first step: the errors come back beside their fields, on the same step.
    await press(next, 400);
    expect(await step()).toBe('0');
    const name = form.getByRole('textbox', { name: text('foundation.form.field.organisationName') });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await accessible('a step sent back with its errors');

    await fillVisibleFields(form, plan);
    await press(next);
    expect(await step()).toBe('1');

    // Enter in a field is Next, not the form's first button (Go Back, from here on).
    await fillVisibleFields(form, plan);
    const answer = posted();
    await form.getByRole('textbox', { name: text('foundation.form.field.teamSize') }).press('Enter');
    expect((await answer).status()).toBe(200);
    expect(await step()).toBe('2');

    for (let guard = 0; guard < 3 && (await step()) !== '4'; guard += 1) {
      await fillVisibleFields(form, plan);
      await press(next);
    }
    expect(await step(), 'the applicants step').toBe('4');
    const people = form.getByRole('textbox', { name: text('foundation.form.field.applicants.fullName') });
    await expect(people).toHaveCount(2);
    await press(text('foundation.form.applicants.add'));
    await expect(people, 'one more applicant').toHaveCount(3);
    await fillVisibleFields(form, plan);
    const third = await people.nth(2).inputValue();
    await form
      .getByRole('textbox', { name: text('foundation.form.field.applicants.email') })
      .nth(1)
      .fill('not-an-email');
    await press(next, 400);
    const wrong = form.getByRole('textbox', { name: text('foundation.form.field.applicants.email') }).nth(1);
    await expect(wrong).toHaveAttribute('aria-invalid', 'true');
    await expect(wrong, 'the wrong answer is kept to correct').toHaveValue('not-an-email');
    await expect(people.nth(2), 'the other answers are kept').toHaveValue(third);
    await wrong.fill(plan.email.replace('@', '+fix@'));
    await press(text('foundation.form.applicants.remove').replace('{number}', '3'));
    await expect(people).toHaveCount(2);

    for (let guard = 0; guard < 3 && (await step()) !== '6'; guard += 1) {
      await fillVisibleFields(form, plan);
      await press(next);
    }
    expect(await step(), 'the review').toBe('6');
    await expect(form.getByText(plan.marker), 'the first step’s answers, carried all the way').toBeVisible();
    expect(await form.locator('input[name="ticket"]').inputValue(), 'the review holds a ticket').not.toBe('');
    await accessible('the review');

    const resent = await form.evaluate((element) =>
      new URLSearchParams([...new FormData(element as HTMLFormElement)] as [string, string][]).toString(),
    );
    const action = await form.getAttribute('action');
    await submitOf(form).click();
    await expect(page).toHaveURL(/\?sent=[A-Z0-9-]+#foundation-application$/);
    const reference = new URL(page.url()).searchParams.get('sent') ?? '';
    await expect(page.getByText(reference), 'the visitor is given the reference').toBeVisible();
    const stored = await findSubmission('foundation-application', reference);
    expect(stored?.['organisationName']).toBe(plan.marker);
    expect(stored?.['language']).toBe(locale);
    expect((stored?.['applicants'] ?? []) as unknown[]).toHaveLength(2);

    const again = await page.request.post(action ?? '', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(page.url()).origin },
      data: `${resent}&go=send`,
    });
    expect(again.status()).toBe(409);
    expect(
      await countSubmissions('foundation-application', plan.marker, 'organisationName'),
      'stored exactly once',
    ).toBe(1);
  });
});
