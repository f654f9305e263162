import { draftKey } from '@site/shared-forms';
import {
  fill,
  formTicketHandler,
  formUser,
  renderForm,
  submissionHandler,
  type SubmissionLog,
  type SubmissionOutcome,
} from '@site/shared-forms/testing';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { investorMessages } from '../../messages';
import { ShareholderForm, shareholderFormId } from './shareholder-form';

const server = setupServer(formTicketHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answer(outcome: SubmissionOutcome | SubmissionOutcome[]): SubmissionLog {
  const log: SubmissionLog = { bodies: [] };
  server.use(submissionHandler('shareholder-forms', outcome, log));
  return log;
}

/** What a visitor reads, per language: labels and the texts each failure must show. */
const texts = {
  en: {
    fullName: 'Full name',
    cdsAccount: 'CDS account number',
    email: 'Email',
    phone: 'Phone number',
    bankName: 'Bank name',
    accountName: 'Account name',
    accountNumber: 'Account number',
    consent: /I confirm these details are correct/,
    submit: 'Submit',
    kept: 'Your answers are kept on this phone.',
    invalidEmail: 'Enter a valid email address, like name@example.com.',
    waitOneMinute: ['Too many submissions', 'Please wait 1 minute before sending again.'],
    waitTwoMinutes: ['Too many submissions', 'Please wait 2 minutes before sending again.'],
    tooLarge: ['Your answers are too long to send', 'Shorten your longest answers'],
    server: ['Something went wrong on our side', 'Your form was not sent.'],
    offline: ['You seem to be offline', 'Check your connection'],
    refused: ['Your form could not be accepted', 'Please check your answers'],
    sent: 'Thank you, your form has been sent',
  },
  sw: {
    fullName: 'Jina kamili',
    cdsAccount: 'Namba ya akaunti ya CDS',
    email: 'Barua pepe',
    phone: 'Namba ya simu',
    bankName: 'Jina la benki',
    accountName: 'Jina la akaunti',
    accountNumber: 'Namba ya akaunti',
    consent: /Ninathibitisha kuwa taarifa hizi ni sahihi/,
    submit: 'Tuma',
    kept: 'Majibu yako yamehifadhiwa kwenye simu hii.',
    invalidEmail: 'Weka barua pepe sahihi, kama jina@mfano.com.',
    waitOneMinute: ['Maombi mengi mno', 'Tafadhali subiri dakika 1 kabla ya kutuma tena.'],
    waitTwoMinutes: ['Maombi mengi mno', 'Tafadhali subiri dakika 2 kabla ya kutuma tena.'],
    tooLarge: ['Majibu yako ni marefu mno kutumwa', 'Fupisha majibu yako marefu zaidi'],
    server: ['Kuna hitilafu upande wetu', 'Fomu yako haikutumwa.'],
    offline: ['Inaonekana huna mtandao', 'Angalia muunganisho wako'],
    refused: ['Fomu yako haikuweza kupokelewa', 'Tafadhali hakiki majibu yako'],
    sent: 'Asante, fomu yako imetumwa',
  },
} as const;

type Texts = (typeof texts)[keyof typeof texts];
const box = (name: string) => screen.getByRole('textbox', { name });

async function fillValid(user: UserEvent, t: Texts) {
  await fill(user, await screen.findByRole('textbox', { name: t.fullName }), 'Neema Mushi');
  await fill(user, box(t.cdsAccount), '123456');
  await fill(user, box(t.email), 'neema@example.com');
  await fill(user, box(t.phone), '0784 111 222');
  await fill(user, box(t.bankName), 'CRDB Bank');
  await fill(user, box(t.accountName), 'Neema Mushi');
  await fill(user, box(t.accountNumber), '0150123456789');
  await user.click(screen.getByRole('checkbox', { name: t.consent }));
}

/** The answers are still in the boxes and in the draft, and a second press sends them. */
async function expectKeptAndSentAgain(user: UserEvent, t: Texts) {
  expect(box(t.accountNumber)).toHaveValue('0150123456789');
  expect(screen.getByRole('checkbox', { name: t.consent })).toBeChecked();
  expect(window.sessionStorage.getItem(draftKey(shareholderFormId))).toContain('0150123456789');
  const log = answer({ kind: 'success', reference: 'SH-2026-AGAIN2' });
  await user.click(screen.getByRole('button', { name: t.submit }));
  expect(await screen.findByRole('heading', { name: t.sent })).toBeInTheDocument();
  expect(log.bodies[0]?.data).toMatchObject({ accountNumber: '0150123456789', phone: '+255784111222' });
}

const failures: [string, SubmissionOutcome | SubmissionOutcome[], keyof Texts][] = [
  [
    '429 from the CMS (Retry-After 60)',
    { kind: 'rate-limited', by: 'cms', retryAfterSeconds: 60 },
    'waitOneMinute',
  ],
  [
    '429 from the site’s server (Retry-After 120)',
    { kind: 'rate-limited', by: 'server', retryAfterSeconds: 120 },
    'waitTwoMinutes',
  ],
  ['413 body too large', { kind: 'status', status: 413 }, 'tooLarge'],
  ['415 not JSON (the site’s fault)', { kind: 'status', status: 415 }, 'server'],
  ['a network failure', { kind: 'offline' }, 'offline'],
  ['a refusal even with a fresh ticket', { kind: 'refused' }, 'refused'],
];

// A whole form typed on jsdom, beside other workers, can outlast the default 5 s.
describe.each(['en', 'sw'] as const)('ShareholderForm failures in %s', { timeout: 30_000 }, (locale) => {
  const t = texts[locale];
  const render = () => renderForm(<ShareholderForm />, { messages: investorMessages, locale });

  it.each(failures)('on %s says why, keeps every answer and sends again', async (_name, outcome, key) => {
    answer(outcome);
    const user = formUser();
    render();
    await fillValid(user, t);
    await user.click(screen.getByRole('button', { name: t.submit }));
    const [title, text] = t[key] as readonly [string, string];
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveTextContent(t.kept);
    await expectKeptAndSentAgain(user, t);
  });

  it('shows each field error of a 400 beside its field, focuses it, and sends again', async () => {
    answer({ kind: 'fields', errors: [{ path: ['email'], message: 'invalid_email' }] });
    const user = formUser();
    render();
    await fillValid(user, t);
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(box(t.email)).toHaveAccessibleDescription(t.invalidEmail));
    expect(box(t.email)).toHaveFocus();
    await expectKeptAndSentAgain(user, t);
  });

  it('asks for a fresh ticket once when the CMS refuses one, and gets through', async () => {
    const log = answer([{ kind: 'refused' }, { kind: 'success', reference: 'SH-2026-RETRY3' }]);
    const user = formUser();
    render();
    await fillValid(user, t);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText('SH-2026-RETRY3')).toBeInTheDocument();
    expect(log.bodies).toHaveLength(2);
    expect(log.bodies[1]?.ticket).not.toBe(log.bodies[0]?.ticket);
  });
});
