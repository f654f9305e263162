import { draftKey } from '@site/shared-forms';
import { answerThenReload, fill, formUser, renderForm } from '@site/shared-forms/testing';
import { setupFormServer } from '@site/shared-forms/testing/server';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { investorMessages } from '../../messages';
import { ShareholderForm, shareholderFormId } from './shareholder-form';

const { answer } = setupFormServer('shareholder-forms');

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
const consentBox = () => screen.getByRole('checkbox', { name: /I confirm these details are correct/ });
const render = () => renderForm(<ShareholderForm />, { messages: investorMessages });
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit' }));

async function fillValid(user: UserEvent) {
  await fill(user, box('Full name'), 'Neema Mushi');
  await fill(user, box('CDS account number'), '123456');
  await fill(user, box('Email'), 'Neema@Example.com');
  await fill(user, box('Phone number'), '0784 111 222');
  await fill(user, box('Bank name'), 'CRDB Bank');
  await fill(user, box('Account name'), 'Neema Mushi');
  await fill(user, box('Account number'), '0150123456789');
  await user.click(consentBox());
}

// A whole form typed on jsdom, beside other workers, can outlast the default 5 s.
describe('ShareholderForm', { timeout: 30_000 }, () => {
  it('sends exactly the shareholder fields and shows the reference', async () => {
    const log = answer({ kind: 'success', reference: 'SH-2026-AB12CD' });
    const user = formUser();
    render();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('SH-2026-AB12CD')).toBeInTheDocument();
    // Blank optional answers (postal address, branch) are left out, as the CMS would store them.
    expect(log.bodies[0]).toEqual({
      data: {
        fullName: 'Neema Mushi',
        cdsAccount: '123456',
        email: 'neema@example.com',
        phone: '+255784111222',
        bankName: 'CRDB Bank',
        accountName: 'Neema Mushi',
        accountNumber: '0150123456789',
        consent: true,
        locale: 'en',
        fax: '',
      },
      ticket: expect.stringMatching(/^ticket-\d+$/),
    });
  });

  it('needs consent and the required answers, focusing the first one', async () => {
    const log = answer({ kind: 'success' });
    const user = formUser();
    render();
    await fill(user, box('Full name'), 'Neema');
    await submit(user);
    await waitFor(() => expect(box('CDS account number')).toHaveFocus());
    expect(consentBox()).toHaveAccessibleDescription('Tick the box to give your consent.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct 7 answers');
    expect(log.bodies).toHaveLength(0);
  });

  it('maps a server error to its field', async () => {
    answer({ kind: 'fields', errors: [{ path: ['cdsAccount'], message: 'too_long' }] });
    const user = formUser();
    render();
    await fillValid(user);
    await submit(user);
    await waitFor(() =>
      expect(box('CDS account number')).toHaveAccessibleDescription(/This answer is too long\./),
    );
    expect(box('CDS account number')).toHaveFocus();
  });

  it('keeps every answer when the server fails, and submits once on a double click', async () => {
    const log = answer({ kind: 'status', status: 500 });
    const user = formUser();
    render();
    await fillValid(user);
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect(log.bodies).toHaveLength(1);
    expect(box('Account number')).toHaveValue('0150123456789');
    expect(consentBox()).toBeChecked();
  });

  it('restores the draft after a reload and clears it after success', async () => {
    answer({ kind: 'success', reference: 'SH-2026-DRAFT2' });
    const user = await answerThenReload(render, fillValid);
    await waitFor(() => expect(box('Bank name')).toHaveValue('CRDB Bank'));
    expect(consentBox()).toBeChecked();
    await submit(user);
    expect(await screen.findByText('SH-2026-DRAFT2')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(draftKey(shareholderFormId))).toBeNull();
  });
});
