import { fakeCms, fakeSite, hostileBacks, postPlainForm, startServer, type TestServer } from './fixtures.ts';

// The application forms sent without JavaScript (ADR 0031): checked by the forms' own rules, a ticket
// given by the server's first answer, stored through the CMS as the script's form sends it, answered
// with a redirect to the reference; every refusal is the page again, with the answers, or a plain 4xx
// for what no form of the site sends. The CMS stands in: a ticket `USED` is refused as spent,
// `cdsAccount=bad` is an answer the CMS refuses, `fullName=down` a CMS that fails.

let cms: Awaited<ReturnType<typeof fakeCms>>;
let server: TestServer;

beforeEach(async () => {
  cms = await fakeCms({
    'POST /api/shareholder-forms/ticket': () => ({
      status: 200,
      body: { data: { ticket: 'T-FRESH', minSeconds: 0, maxAgeSeconds: 3600 } },
    }),
    'POST /api/shareholder-forms': (_request, body) => {
      const { data, ticket } = JSON.parse(body) as { data: Record<string, unknown>; ticket: string };
      if (ticket === 'USED')
        return { status: 400, body: { data: null, error: { status: 400, name: 'SubmissionRefused' } } };
      if (data['cdsAccount'] === 'bad')
        return {
          status: 400,
          body: {
            data: null,
            error: {
              status: 400,
              name: 'ValidationError',
              details: {
                errors: [{ path: ['cdsAccount'], message: 'invalid_value', name: 'ValidationError' }],
              },
            },
          },
        };
      if (data['fullName'] === 'down') return { status: 500, body: { error: 'down' } };
      if (data['fullName'] === 'odd reference')
        return { status: 200, body: { data: { reference: '"><b>' } } };
      return { status: 200, body: { data: { reference: 'SH-7KQ2MX' } } };
    },
  });
  server = await startServer(fakeSite().site, cms.url, { FORM_ATTEMPT_LIMIT: '8', WARM_CACHE: 'false' });
});
afterEach(async () => {
  await server.app.close();
  await cms.close();
});

const complete =
  'fullName=Asha+Mwinyi&cdsAccount=CDS-1&email=asha%40example.test&phone=0712345678' +
  '&bankName=Benki&accountName=Asha+Mwinyi&accountNumber=0123456&consent=on&fax=';
const send = (fields: string, headers: Record<string, string> = {}, back = '%2Fmpesa') =>
  postPlainForm(server, '/forms/shareholder-forms', `back=${back}&${fields}`, headers);
/** `complete` as the form's rules read it. */
const completeValues = {
  fullName: 'Asha Mwinyi',
  cdsAccount: 'CDS-1',
  email: 'asha@example.test',
  phone: '0712345678',
  bankName: 'Benki',
  accountName: 'Asha Mwinyi',
  accountNumber: '0123456',
  consent: true,
};
/** The echo the fake site rendered into the page. */
const echoOf = (html: string) => {
  const match = /<p>echo ([^<]+)<\/p>/.exec(html);
  return match ? JSON.parse(decodeURIComponent(match[1] ?? '')) : null;
};
const stored = () => cms.seen.filter((seen) => seen.url === '/api/shareholder-forms');
const runnable = (html: string) =>
  (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'));

it('answer complete answers without a ticket with the page, the answers and a ticket to send them with', async () => {
  const answer = await send(`${complete}&ticket=`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  const html = await answer.text();
  expect(echoOf(html)).toEqual({
    form: '/shareholder-forms',
    values: completeValues,
    errors: [],
    ticket: 'T-FRESH',
    notice: 'check',
  });
  expect(runnable(html), 'for a browser without JavaScript: nothing to hydrate').toEqual([]);
  expect(stored()).toEqual([]);
});

it('answer wrong answers with their codes, by the forms own rules, and nothing sent to be stored', async () => {
  const answer = await send(
    complete.replace('asha%40example.test', 'not-an-email').replace('consent=on', ''),
  );
  expect(answer.status).toBe(400);
  const echo = echoOf(await answer.text());
  expect(echo.errors).toEqual([
    { path: ['email'], code: 'invalid_email' },
    { path: ['consent'], code: 'consent_required' },
  ]);
  expect(echo.values).toMatchObject({ email: 'not-an-email', consent: false, fullName: 'Asha Mwinyi' });
  expect(echo.ticket, 'a ticket comes with it: the corrected answers go straight on').toBe('T-FRESH');
  expect(stored()).toEqual([]);
});

it.each([
  ['/mpesa', 'en'],
  ['/sw/mpesa', 'sw'],
])(
  'send answers with a ticket to the CMS as the script does, then back to %s with the reference',
  async (back, locale) => {
    const answer = await send(`${complete}&ticket=T-1&unknown=dropped`, {}, encodeURIComponent(back));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${back}?sent=SH-7KQ2MX`);
    const [reached] = stored();
    expect(reached?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(JSON.parse(reached?.body ?? '')).toEqual({
      data: { ...completeValues, locale, fax: '' },
      ticket: 'T-1',
    });
  },
);

it.each([
  ['a spent ticket', `${complete}&ticket=USED`, 409, { notice: 'resend', ticket: 'T-FRESH', errors: [] }],
  [
    'an answer the CMS refuses',
    `${complete.replace('CDS-1', 'bad')}&ticket=T-1`,
    400,
    { notice: null, ticket: 'T-1', errors: [{ path: ['cdsAccount'], code: 'invalid_value' }] },
  ],
  ['a CMS that fails', `${complete.replace('Asha+Mwinyi', 'down')}&ticket=T-1`, 502, { notice: 'server' }],
  [
    'a reference that is not one',
    `${complete.replace('Asha+Mwinyi', 'odd+reference')}&ticket=T-1`,
    502,
    { notice: 'server' },
  ],
])('answer %s with the page again, the answers kept', async (_name, fields, status, echo) => {
  const answer = await send(fields);
  expect(answer.status).toBe(status);
  expect(answer.headers.get('location')).toBeNull();
  expect(echoOf(await answer.text())).toMatchObject({ ...echo, values: { email: 'asha@example.test' } });
});

it('answer complete answers when no ticket can be had with the page again and the CMS failure', async () => {
  await cms.close();
  const answer = await send(complete);
  expect(answer.status).toBe(502);
  expect(echoOf(await answer.text())).toMatchObject({
    notice: 'server',
    ticket: '',
    values: { fullName: 'Asha Mwinyi' },
  });
});

it('answer a visitor over the attempts with the page again and when to come back', async () => {
  for (let i = 0; i < 8; i += 1) await send('fullName=x');
  const answer = await send(`${complete}&ticket=T-1`);
  expect(answer.status).toBe(429);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(echoOf(await answer.text())).toMatchObject({ notice: 'rate-limited' });
  expect(stored()).toEqual([]);
});

describe('refuse what no form of the site sends: nothing asked of the CMS', () => {
  it.each([
    ['another site', complete, { Origin: 'https://attacker.example' }, 403],
    ['a cross-site fetch', complete, { 'Sec-Fetch-Site': 'cross-site' }, 403],
    ['JSON', complete, { 'Content-Type': 'application/json' }, 415],
    ['a field given twice', `${complete}&fullName=Other`, {}, 400],
    ['a ticket given twice', `${complete}&ticket=a&ticket=b`, {}, 400],
    ['a body over 64 kB', `${complete}&postalAddress=${'a'.repeat(66_000)}`, {}, 413],
  ])('%s', async (_name, fields, headers, status) => {
    const answer = await send(fields, headers);
    expect(answer.status).toBe(status);
    expect(cms.seen).toEqual([]);
  });

  it.each(hostileBacks)('%s', async (_name, back) => {
    const body = back ? `back=${back}&${complete}` : complete;
    const answer = await postPlainForm(server, '/forms/shareholder-forms', body);
    expect(answer.status).toBe(400);
    expect(cms.seen).toEqual([]);
  });
});
