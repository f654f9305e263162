import { expect, type Locator, type Page, type Request, type Response } from '@playwright/test';
import { fillVisibleFields, type FillPlan } from './form-filler';

const nextButton = /^(next|continue|endelea|ifuatayo|mbele)\b/i;
const submitButton = /submit|send application|tuma|wasilisha/i;
const addApplicant = /add (an(other)? )?applicant|ongeza mwombaji/i;
const applicantName = /full name|jina kamili/i;

/**
 * The form of a `blocks.form-embed` on the page (one per page in the seed), once it has hydrated. A
 * form hydrates when it comes near the screen (ADR 0018): it is scrolled to first, as a visitor would.
 */
export async function pageForm(page: Page): Promise<Locator> {
  await page.locator('main form').first().scrollIntoViewIfNeeded();
  const form = page.locator('main form[data-hydrated]').first();
  await form.waitFor({ state: 'attached', timeout: 20_000 });
  return form;
}

/** A unique plan per submission, so the CMS record can be told from earlier runs. */
export function uniquePlan(prefix: string): FillPlan {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { marker: `${prefix} ${id}`, email: `e2e.${id}@example.test` };
}

/**
 * Fills the form step by step (Next until Submit), with at least `minApplicants` applicant blocks
 * where the form has them, then clicks Submit.
 */
export async function completeForm(form: Locator, plan: FillPlan, minApplicants = 0): Promise<void> {
  // A form must only be sent by its Submit button: a POST caused by "Next" means a step was skipped.
  // (The form's timing ticket, `POST /api/<form>/ticket`, is asked for on its own and sends nothing.)
  const sent: string[] = [];
  const onRequest = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && pathname.startsWith('/api/') && !pathname.endsWith('/ticket'))
      sent.push(request.url());
  };
  form.page().on('request', onRequest);
  try {
    for (let step = 1; step <= 10; step += 1) {
      await fillVisibleFields(form, plan);
      const add = form.getByRole('button', { name: addApplicant });
      for (
        let guard = 0;
        guard < 5 &&
        (await add.isVisible()) &&
        (await form.getByLabel(applicantName).count()) < minApplicants;
        guard += 1
      ) {
        await add.click();
        await fillVisibleFields(form, plan);
      }
      const next = form.getByRole('button', { name: nextButton });
      if (await next.isVisible()) {
        // The step's legend (the review step has none): read without waiting for one to exist.
        const legend = async () => (await form.locator('legend').allTextContents())[0] ?? null;
        const before = await legend();
        await next.click();
        // The step has changed (the click was handled): a wrongly triggered submission has shown by now.
        await expect.poll(legend).not.toBe(before);
        if (sent.length > 0)
          throw new Error(`"Next" on step ${step} sent the form (${sent[0]}) before its Submit step`);
        continue;
      }
      await form.getByRole('button', { name: submitButton }).click();
      return;
    }
    throw new Error('the form never offered a Submit button');
  } finally {
    form.page().off('request', onRequest);
  }
}

export const submitOf = (form: Locator) => form.getByRole('button', { name: submitButton });

/** Waits for the form's POST to the CMS and returns it. */
export function formPost(page: Page, plural: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === `/api/${plural}`,
    {
      timeout: 30_000,
    },
  );
}

/** The reference the server gives a stored submission (`VF-2026-ABC234`). */
export async function referenceOf(response: Response): Promise<string> {
  expect(response.status(), `POST ${response.url()}: ${await response.text()}`).toBe(200);
  const body = (await response.json()) as { data?: { reference?: string } };
  const reference = body.data?.reference;
  if (!reference) throw new Error(`no reference in the CMS answer: ${JSON.stringify(body)}`);
  expect(reference, 'the reference format').toMatch(/^[A-Z]+-\d{4}-[A-Z2-9]{6}$/);
  return reference;
}

/**
 * The id references inside a form (labels, descriptions, controlled regions) that point at nothing:
 * a screen reader silently loses that label or description. Ids the app generates must agree
 * between the server's HTML and what the app writes later (an error's id added to a description).
 */
export function danglingIdRefs(form: Locator): Promise<string[]> {
  return form.evaluate(
    (root, names) =>
      [...root.querySelectorAll(names.map((name) => `[${name}]`).join(', '))].flatMap((element) =>
        names.flatMap((name) =>
          (element.getAttribute(name)?.split(/\s+/).filter(Boolean) ?? [])
            .filter((id) => !document.getElementById(id))
            .map((id) => `${element.localName}[${name}=${id}]`),
        ),
      ),
    ['for', 'aria-describedby', 'aria-labelledby', 'aria-controls'],
  );
}
