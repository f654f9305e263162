import { renderForm } from '@site/shared-forms/testing';
import { setupFormServer } from '@site/shared-forms/testing/server';
import type { FormEcho } from '@site/shared-server-contract';
import { screen } from '@testing-library/react';
import { investorMessages } from '../../messages';
import { ShareholderForm } from './shareholder-form';

setupFormServer('shareholder-forms');

const echo: FormEcho = {
  form: '/shareholder-forms',
  values: { fullName: 'Neema Mushi', email: 'not-an-email', consent: true },
  errors: [{ path: ['email'], code: 'invalid_email' }],
  ticket: 'T-OWN',
  notice: null,
};
const render = (given: FormEcho | null) =>
  renderForm(<ShareholderForm />, { messages: investorMessages, echo: given });

// The server's answer to a visitor without JavaScript (ADR 0031) is this form, rendered from what they sent.
describe('ShareholderForm sent back without JavaScript', () => {
  it('is a plain form posted to the server, with the page it is on and no ticket of its own', async () => {
    render(null);
    const form = await screen.findByRole('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/forms/shareholder-forms#shareholder');
    expect(form).toHaveFormValues({ back: '/', ticket: '' });
  });

  it('shows the answers sent, the message beside the one to fix, and carries the visitor ticket', async () => {
    render(echo);
    const form = await screen.findByRole('form');
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Neema Mushi');
    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveValue('not-an-email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: /I confirm these details are correct/ })).toBeChecked();
    expect(screen.getByRole('link', { name: /Email/ }), 'the error summary links to it').toBeInTheDocument();
    expect(form).toHaveFormValues({ ticket: 'T-OWN' });
  });

  it('asks the visitor to check and send once their answers are fine', async () => {
    render({ ...echo, values: { fullName: 'Neema Mushi' }, errors: [], notice: 'check' });
    expect(await screen.findByText('Check your answers')).toBeInTheDocument();
  });
});
