import { draftKey } from '@site/shared-forms';
import { fill, formUser, renderForm, type SubmissionOutcome } from '@site/shared-forms/testing';
import { setupFormServer } from '@site/shared-forms/testing/server';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { investorMessages } from '../../messages';
import { ShareholderForm, shareholderFormId } from './shareholder-form';

const { answer } = setupFormServer('shareholder-forms');

/** What a visitor reads, in English and Swahili: labels and the texts each failure must show. */
const texts = {
  fullName: ['Full name', 'Jina kamili'],
  cdsAccount: ['CDS account number', 'Namba ya akaunti ya CDS'],
  email: ['Email', 'Barua pepe'],
  phone: ['Phone number', 'Namba ya simu'],
  bankName: ['Bank name', 'Jina la benki'],
  accountName: ['Account name', 'Jina la akaunti'],
  accountNumber: ['Account number', 'Namba ya akaunti'],
  consent: [/I confirm these details are correct/, /Ninathibitisha kuwa taarifa hizi ni sahihi/],
  submit: ['Submit', 'Tuma'],
  kept: ['Your answers are kept on this phone.', 'Majibu yako yamehifadhiwa kwenye simu hii.'],
  invalidEmail: [
    'Enter a valid email address, like name@example.com.',
    'Weka barua pepe sahihi, kama jina@mfano.example.',
  ],
  sent: ['Thank you, your form has been sent', 'Asante, fomu yako imetumwa'],
} as const;

/** Each failure's title and a part of its text, in English and Swahili. */
const alerts = {
  waitOneMinute: [
    ['Too many submissions', 'Please wait 1 minute before sending again.'],
    ['Maombi mengi mno', 'Tafadhali subiri dakika 1 kabla ya kutuma tena.'],
  ],
  waitTwoMinutes: [
    ['Too many submissions', 'Please wait 2 minutes before sending again.'],
    ['Maombi mengi mno', 'Tafadhali subiri dakika 2 kabla ya kutuma tena.'],
  ],
  tooLarge: [
    ['Your answers are too long to send', 'Shorten your longest answers'],
    ['Majibu yako ni marefu mno kutumwa', 'Fupisha majibu yako marefu zaidi'],
  ],
  server: [
    ['Something went wrong on our side', 'Your form was not sent.'],
    ['Kuna hitilafu upande wetu', 'Fomu yako haikutumwa.'],
  ],
  offline: [
    ['You seem to be offline', 'Check your connection'],
    ['Inaonekana huna mtandao', 'Angalia muunganisho wako'],
  ],
  refused: [
    ['Your form could not be accepted', 'Please check your answers'],
    ['Fomu yako haikuweza kupokelewa', 'Tafadhali hakiki majibu yako'],
  ],
} as const;

const languages = { en: 0, sw: 1 } as const;
type Texts = { [K in keyof typeof texts]: (typeof texts)[K][number] };
const textsIn = (locale: keyof typeof languages) =>
  Object.fromEntries(Object.entries(texts).map(([key, pair]) => [key, pair[languages[locale]]])) as Texts;

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

const failures: [string, SubmissionOutcome, keyof typeof alerts][] = [
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
  const t = textsIn(locale);
  const render = () => renderForm(<ShareholderForm />, { messages: investorMessages, locale });

  it.each(failures)('on %s says why, keeps every answer and sends again', async (_name, outcome, key) => {
    answer(outcome);
    const user = formUser();
    render();
    await fillValid(user, t);
    await user.click(screen.getByRole('button', { name: t.submit }));
    const [title, text] = alerts[key][languages[locale]];
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
