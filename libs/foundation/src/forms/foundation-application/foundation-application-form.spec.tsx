import { formUser, renderForm } from '@site/shared-forms/testing';
import { setupFormServer } from '@site/shared-forms/testing/server';
import { screen, waitFor, within } from '@testing-library/react';
import { foundationMessages } from '../../messages';
import { FoundationApplicationForm } from './foundation-application-form';
import {
  box,
  completeAll,
  fillBudgetLine,
  fillOrganisation,
  next,
  reachBudget,
  stepTitle,
} from './foundation-application-test-steps';

const { answer } = setupFormServer('foundation-applications');
/** As shown on screen: testing-library reads the non-breaking space after "TZS" as a space. */
const money = (amount: number) => `TZS ${amount.toLocaleString('en-US')}`;
const render = () => renderForm(<FoundationApplicationForm />, { messages: foundationMessages });

// A whole form typed on jsdom, beside other workers, can outlast the default 5 s.
describe('FoundationApplicationForm', { timeout: 30_000 }, () => {
  it('says to read the guidelines and that 2 applicants are needed', () => {
    render();
    expect(
      screen.getByText(
        'Please read the application guidelines and criteria first. You need at least 2 applicants to apply.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
  });

  it('goes through every step, reviews and submits the application', async () => {
    const log = answer({ kind: 'success', reference: 'VF-2026-AB12CD' });
    const user = formUser();
    render();
    await completeAll(user);
    expect(screen.getByText('Tumaini Youth Trust')).toBeInTheDocument();
    expect(screen.getByText(`Total budget: ${money(3000000)}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('VF-2026-AB12CD')).toBeInTheDocument();
    expect(log.bodies[0]?.data).toMatchObject({
      organisationName: 'Tumaini Youth Trust',
      organisationType: 'ngo',
      yearFounded: 2015,
      projectTitle: 'Digital skills for girls',
      budgetLines: [{ item: 'Laptops', quantity: 2, unitCost: 1500000 }],
      applicants: [
        { fullName: 'Asha Juma', role: 'Coordinator', email: 'asha@example.org', phone: '+255712345678' },
        {
          fullName: 'Baraka Mollel',
          role: 'Coordinator',
          email: 'baraka@example.org',
          phone: '+255754000111',
        },
      ],
      region: 'Mwanza',
      district: 'Ilemela',
      locale: 'en',
      fax: '',
    });
  });

  it('validates only the current step before Next and focuses its first invalid field', async () => {
    const user = formUser();
    render();
    await next(user);
    await waitFor(() => expect(box('Organization name')).toHaveFocus());
    expect(box('Organization name')).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct 2 answers');
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
    await fillOrganisation(user);
    await next(user);
    expect(await stepTitle('Your team')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(box('Organization name')).toHaveValue('Tumaini Youth Trust');
  });

  it('computes line totals and the grand total live, and adds and removes budget lines', async () => {
    const user = formUser();
    render();
    await reachBudget(user);
    await fillBudgetLine(user, 1, 'Books', '10', '2500');
    expect(screen.getByText(`Line total: ${money(25000)}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a budget line' }));
    await fillBudgetLine(user, 2, 'Trainer', '3', '100000');
    expect(screen.getByText(`Total budget: ${money(325000)}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove budget line 1' }));
    expect(screen.getByText(`Total budget: ${money(300000)}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove budget line/ })).not.toBeInTheDocument();
    await user.clear(box('Quantity', screen.getByRole('group', { name: 'Budget line 1' })));
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Budget line 1 – Quantity: Please fill in this field.',
    );
  });

  it('starts with 2 applicants, adds more and removes only above 2', async () => {
    const user = formUser();
    render();
    await completeAll(user);
    await user.click(screen.getByRole('button', { name: 'Change Applicant details' }));
    expect(screen.getAllByRole('group', { name: /^Applicant \d$/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remove applicant/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add another applicant' }));
    expect(screen.getAllByRole('group', { name: /^Applicant \d$/ })).toHaveLength(3);
    await next(user);
    const third = screen.getByRole('group', { name: 'Applicant 3' });
    await waitFor(() => expect(box('Full name', third)).toHaveFocus());
    await user.click(within(third).getByRole('button', { name: 'Remove applicant 3' }));
    expect(screen.queryByRole('button', { name: /Remove applicant/ })).not.toBeInTheDocument();
  });
});
