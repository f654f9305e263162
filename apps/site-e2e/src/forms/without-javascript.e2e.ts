import { countSubmissions, findSubmission } from '../support/admin';
import { message } from '../support/catalog';
import { expect, inLanguage, test } from '../support/fixtures';
import { fillVisibleFields } from '../support/form-filler';
import { submitOf, uniquePlan } from '../support/forms';
import { inEveryLocale } from './in-every-locale';

const email = /e-?mail|barua pepe/i;

// The application forms a visitor without JavaScript sends (ADR 0031): a wrong answer comes back with
// its message and the rest kept, a first complete post comes back with a ticket ("check your answers"),
// the next is stored once and answered with the reference; the same post again is refused.
const forms = [
  { name: 'shareholder', page: '/shareholder-form', singular: 'shareholder-submission' },
  { name: 'business community', page: '/vodacom-business', singular: 'business-community-signup' },
];

test.use({ javaScriptEnabled: false });

inEveryLocale((locale) => {
  const text = (id: string) => message('forms', locale, id);
  for (const form of forms)
    test(`without JavaScript the ${form.name} form is checked, stored once and not sent twice`, async ({
      page,
      problems,
    }) => {
      // The answers to fix come back as a 400 page: the one refusal this test expects.
      problems.allow((problem) => /\/forms\//.test(problem.url ?? '') && /400/.test(problem.text));
      await page.goto(inLanguage(form.page, locale));
      const plain = () => page.locator('main form[method="post"]').first();
      const posted = () => page.waitForResponse((response) => response.request().method() === 'POST');
      const answers = () =>
        plain().evaluate((element) =>
          [...new FormData(element as HTMLFormElement)].filter(([name]) => name !== 'ticket').map(String),
        );
      const plan = uniquePlan(`E2E plain ${form.name}`);
      await fillVisibleFields(plain(), plan);

      // The cached page holds no ticket: complete answers come back with one, to check and send.
      let answer = posted();
      await submitOf(plain()).click();
      expect((await answer).status()).toBe(200);
      await expect(page.getByText(text('shared.forms.plain.check.title'))).toBeVisible();
      await fillVisibleFields(plain(), plan); // a field the answers now ask for ("where heard" → a name)

      const typed = await answers();
      const wrong = plain().getByLabel(email).first();
      await wrong.fill('not-an-email');
      answer = posted();
      await submitOf(plain()).click();
      expect((await answer).status(), 'a wrong answer is a 400').toBe(400);
      await expect(wrong).toHaveAttribute('aria-invalid', 'true');
      await expect(wrong, 'the wrong answer is kept to correct').toHaveValue('not-an-email');
      expect(await answers(), 'the other answers are kept').toEqual(
        typed.map((entry) => (entry === `email,${plan.email}` ? 'email,not-an-email' : entry)),
      );

      await wrong.fill(plan.email);
      const resent = await plain().evaluate((element) =>
        new URLSearchParams([...new FormData(element as HTMLFormElement)] as [string, string][]).toString(),
      );
      const action = await plain().getAttribute('action');
      await submitOf(plain()).click();
      // Back on the page at the reference (the form's fragment is kept through the redirect).
      await expect(page).toHaveURL(/\?sent=[A-Z0-9-]+#[a-z-]+$/);
      await expect(page.locator(':target')).toContainText(
        new URL(page.url()).searchParams.get('sent') ?? '-',
      );
      const reference = new URL(page.url()).searchParams.get('sent') ?? '';
      await expect(page.getByText(reference), 'the visitor is given the reference').toBeVisible();
      expect(await findSubmission(form.singular, reference), 'stored under the reference').not.toBeNull();

      // The same post again (a resubmitted page): its ticket is spent, so nothing more is stored.
      const again = await page.request.post(action ?? '', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(page.url()).origin },
        data: resent,
      });
      expect(again.status()).toBe(409);
      expect(await again.text()).toContain(text('shared.forms.plain.resend.title'));
      expect(await countSubmissions(form.singular, plan.email), 'stored exactly once').toBe(1);
    });
});
