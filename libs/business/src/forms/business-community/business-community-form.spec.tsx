import { fill, formUser, renderForm } from '@site/shared-forms/testing';
import { setupFormServer } from '@site/shared-forms/testing/server';
import { screen, waitFor } from '@testing-library/react';
import { businessMessages } from '../../messages';
import { BusinessCommunityForm } from './business-community-form';
import { box, fillValid, list, submit } from './business-community-test-steps';

const { answer } = setupFormServer('business-community-signups');

// A whole form typed on jsdom, beside other workers, can outlast the default 5 s.
describe('BusinessCommunityForm', { timeout: 30_000 }, () => {
  it('sends the sign-up with normalised phone, locale and empty honeypot, then shows the reference', async () => {
    const log = answer({ kind: 'success', reference: 'VBC-2026-AB12CD' });
    const user = formUser();
    renderForm(<BusinessCommunityForm />, { messages: businessMessages });
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('VBC-2026-AB12CD')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thank you, your form has been sent' })).toHaveFocus();
    expect(log.bodies).toHaveLength(1);
    // What the shared rules made of the answers (blank optional ones left out), with the ticket.
    expect(log.bodies[0]).toEqual({
      data: {
        businessName: 'Mama Ntilie Foods',
        name: 'Asha Juma',
        email: 'asha@example.co.tz',
        msisdn: '+255712345678',
        heardFrom: 'influencer',
        influencerName: 'Mwamba',
        businessSize: 'small',
        interests: ['mpesa'],
        serviceNeeded: 'other',
        customServiceName: 'Fleet SIMs',
        locale: 'en',
        fax: '',
      },
      ticket: expect.stringMatching(/^ticket-\d+$/),
    });
  });

  it('works in Swahili and sends locale sw', async () => {
    const log = answer({ kind: 'success', reference: 'VBC-2026-SW12CD' });
    const user = formUser();
    renderForm(<BusinessCommunityForm />, { messages: businessMessages, locale: 'sw' });
    await fill(user, await screen.findByRole('textbox', { name: 'Jina la biashara' }), 'Duka la Asha');
    await user.selectOptions(list('Ukubwa wa biashara'), 'sole');
    await fill(user, box('Jina lako'), 'Asha');
    await fill(user, box('Barua pepe yako'), 'asha@example.com');
    await fill(user, box('Namba ya simu'), '+255 754 000 111');
    await user.selectOptions(list('Ulisikia wapi kuhusu jumuiya ya biashara?'), 'event');
    await user.selectOptions(list('Huduma unayohitaji'), 'cloud');
    await user.click(screen.getByRole('button', { name: 'Tuma' }));
    expect(await screen.findByRole('heading', { name: 'Asante, fomu yako imetumwa' })).toBeInTheDocument();
    expect(log.bodies[0]?.data).toMatchObject({ locale: 'sw', msisdn: '+255754000111', heardFrom: 'event' });
  });

  it('shows translated errors beside the fields, a summary, and focuses the first invalid field', async () => {
    const log = answer({ kind: 'success' });
    const user = formUser();
    renderForm(<BusinessCommunityForm />, { messages: businessMessages });
    await fill(user, box('Your email'), 'asha@');
    await fill(user, box('Phone number'), '12345');
    await submit(user);
    await waitFor(() => expect(box('Business name')).toHaveFocus());
    expect(box('Business name')).toHaveAccessibleDescription('Please fill in this field.');
    expect(box('Your email')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    expect(box('Phone number')).toHaveAccessibleDescription(/Enter a Tanzanian phone number/);
    expect(box('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct 7 answers');
    expect(
      screen.getByRole('link', { name: 'Your email: Enter a valid email address, like name@example.com.' }),
    ).toBeInTheDocument();
    expect(log.bodies).toHaveLength(0);
  });

  it('asks for the name that "where heard" calls for', async () => {
    answer({ kind: 'success' });
    const user = formUser();
    renderForm(<BusinessCommunityForm />, { messages: businessMessages });
    expect(screen.queryByRole('textbox', { name: 'Name of the employee' })).not.toBeInTheDocument();
    await user.selectOptions(list('Where did you hear of the business community?'), 'employee');
    await submit(user);
    expect(await screen.findByRole('textbox', { name: 'Name of the employee' })).toHaveAccessibleDescription(
      'Please fill in this field.',
    );
    await user.selectOptions(list('Where did you hear of the business community?'), 'merchant');
    expect(screen.getByRole('textbox', { name: 'Name of the merchant' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name of the employee' })).not.toBeInTheDocument();
  });
});
