import { renderForm } from '@site/shared-forms/testing';
import { setupFormServer } from '@site/shared-forms/testing/server';
import type { FormEcho } from '@site/shared-server-contract';
import { screen, within } from '@testing-library/react';
import { foundationMessages } from '../../messages';
import { FoundationApplicationForm } from './foundation-application-form';

setupFormServer('foundation-applications');

const applicant = { fullName: 'Asha Mwinyi', role: 'Chair', email: 'asha@example.test', phone: '0712345678' };
const echo: FormEcho = {
  form: '/foundation-applications',
  values: {
    organisationName: 'Tumaini Youth Trust',
    organisationType: 'ngo',
    budgetLines: [{ item: 'Tablets', quantity: '2', unitCost: '150000' }],
    applicants: [applicant, { ...applicant, fullName: 'Juma Hassan', email: 'not-an-email' }],
  },
  errors: [{ path: ['applicants', 1, 'email'], code: 'invalid_email' }],
  ticket: '',
  notice: null,
  step: 4,
};
const render = (given: FormEcho | null) =>
  renderForm(<FoundationApplicationForm />, { messages: foundationMessages, echo: given });
const form = () => screen.getByRole('form') as HTMLFormElement;

// The server's answer to a visitor without JavaScript (ADR 0031): the step it chose, the answers of
// every step (the others hidden), and each button a move the server can take.
describe('FoundationApplicationForm sent back without JavaScript', () => {
  it('is a plain form posted to the server from its first step, Enter meaning Next', () => {
    render(null);
    expect(form()).toHaveAttribute('action', '/forms/foundation-applications#foundation-application');
    expect(form()).toHaveFormValues({ back: '/', ticket: '', step: '0' });
    const [first] = within(form()).getAllByRole('button', { hidden: true });
    expect(first, 'the first button, which Enter presses').toHaveAttribute('value', 'next');
    expect(first).toHaveAttribute('type', 'submit');
    expect(first).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('value', 'next');
    const posted = [...new FormData(form()).keys()];
    expect(
      posted.filter((name) => /^(applicants|budgetLines)\./.test(name)),
      'no answers to carry',
    ).toEqual([]);
  });

  it('opens at the step sent back, with its answers, the error beside its field and in the summary', () => {
    render(echo);
    expect(screen.getByText('Step 5 of 7')).toBeInTheDocument();
    const emails = screen.getAllByRole('textbox', { name: /^Email/ });
    expect(emails[1]).toHaveValue('not-an-email');
    expect(emails[1]).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getAllByRole('textbox', { name: /^Full name/ }).map((box) => (box as HTMLInputElement).value),
    ).toEqual(['Asha Mwinyi', 'Juma Hassan']);
    expect(screen.getByRole('link', { name: /Applicant 2 – Email/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add another applicant' })).toHaveAttribute(
      'value',
      'add:applicants',
    );
    expect(screen.getByRole('button', { name: 'Go Back' })).toHaveAttribute('value', 'back');
  });

  it('carries the other steps’ answers unseen, and not the ones on screen', () => {
    render(echo);
    expect(form()).toHaveFormValues({
      step: '4',
      organisationName: 'Tumaini Youth Trust',
      organisationType: 'ngo',
      'budgetLines.0.item': 'Tablets',
      'budgetLines.0.unitCost': '150000',
    });
    expect(new FormData(form()).getAll('applicants.0.fullName'), 'posted once, from its box').toEqual([
      'Asha Mwinyi',
    ]);
  });

  it('reviews everything with a Change button per step and Submit as a send', () => {
    render({ ...echo, step: 6, errors: [], ticket: 'T-OWN' });
    expect(screen.getByText('Tumaini Youth Trust')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Your organization' })).toHaveAttribute(
      'value',
      'step:0',
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('value', 'send');
    expect(form()).toHaveFormValues({ ticket: 'T-OWN', 'applicants.1.fullName': 'Juma Hassan' });
  });
});
