import { fill } from '@site/shared-forms/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Walks a visitor through the application's steps (shared by the form's specs). */
export const box = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('textbox', { name });
export const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));
/** The step's title once it has focus (moved there after Next), so typing cannot race the move. */
export async function stepTitle(name: string) {
  const heading = await screen.findByRole('heading', { name });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

export async function fillOrganisation(user: UserEvent) {
  await fill(user, box('Organization name'), 'Tumaini Youth Trust');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type of organization' }), 'ngo');
  await fill(user, box('Year founded (optional)'), '2015');
}

export async function fillProject(user: UserEvent) {
  await fill(user, box('Project title'), 'Digital skills for girls');
  await fill(user, box('Project summary'), 'Coding clubs in 10 schools.');
  await fill(user, box('Objectives'), 'Teach 500 girls to code.');
  await fill(user, box('Beneficiaries'), '500 girls aged 12 to 17.');
}

export async function fillBudgetLine(
  user: UserEvent,
  number: number,
  item: string,
  quantity: string,
  unitCost: string,
) {
  const line = screen.getByRole('group', { name: `Budget line ${number}` });
  await fill(user, box('Item', line), item);
  await fill(user, box('Quantity', line), quantity);
  await fill(user, box('Unit cost (TZS)', line), unitCost);
}

export async function fillApplicant(
  user: UserEvent,
  number: number,
  name: string,
  email: string,
  phone: string,
) {
  const person = screen.getByRole('group', { name: `Applicant ${number}` });
  await fill(user, box('Full name', person), name);
  await fill(user, box('Role in the project', person), 'Coordinator');
  await fill(user, box('Email', person), email);
  await fill(user, box('Phone number', person), phone);
}

export async function fillLocation(user: UserEvent) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Mwanza');
  await fill(user, box('District'), 'Ilemela');
}

/** The steps before the budget with valid answers, ending on the budget step. */
export async function reachBudget(user: UserEvent) {
  await fillOrganisation(user);
  await next(user);
  await stepTitle('Your team');
  await next(user);
  await stepTitle('The project');
  await fillProject(user);
  await next(user);
  await stepTitle('Budget');
}

/** Every step with valid answers, ending on the review step. */
export async function completeAll(user: UserEvent) {
  await reachBudget(user);
  await fillBudgetLine(user, 1, 'Laptops', '2', '1,500,000');
  await next(user);
  await stepTitle('Applicant details');
  await fillApplicant(user, 1, 'Asha Juma', 'asha@example.org', '0712345678');
  await fillApplicant(user, 2, 'Baraka Mollel', 'baraka@example.org', '+255 754 000 111');
  await next(user);
  await stepTitle('Project location');
  await fillLocation(user);
  await next(user);
  await stepTitle('Check your application');
}
