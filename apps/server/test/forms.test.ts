import { fakeCms, fakeSite, startServer, type TestServer } from './fixtures.ts';

// The forms' way through the server: strict UTF-8 JSON, the budgets per visitor and form, and the
// rule for refused posts (docs/behaviour.md §5). The CMS stands in: `"fullName":"bad"` is refused.

let cms: Awaited<ReturnType<typeof fakeCms>>;
let server: TestServer;

beforeEach(async () => {
  cms = await fakeCms({
    'POST /api/shareholder-forms': (_request, body) =>
      body.includes('"bad"')
        ? { status: 400, body: { data: null, error: { status: 400, name: 'ValidationError' } } }
        : { status: 200, body: { data: { reference: 'SH-1' } } },
    'POST /api/business-community-signups': () => ({ status: 200, body: { data: { reference: 'VBC-1' } } }),
    'POST /api/shareholder-forms/ticket': () => ({
      status: 200,
      body: { data: { ticket: 'T-1', minSeconds: 3, maxAgeSeconds: 86_400 } },
    }),
  });
  server = await startServer(fakeSite().site, cms.url, { FORM_RATE_LIMIT: '2', FORM_ATTEMPT_LIMIT: '6' });
});
afterEach(async () => {
  await server.app.close();
  await cms.close();
});

const json = { 'Content-Type': 'application/json' };
const post = (body: string | Uint8Array, headers: Record<string, string> = json) =>
  fetch(`${server.url}/api/shareholder-forms`, { method: 'POST', headers, body });
const posted = () => cms.seen.filter((seen) => seen.url === '/api/shareholder-forms');

it('reach the CMS as UTF-8 JSON with the visitor address, and come back as the CMS answered', async () => {
  const answer = await post(JSON.stringify({ data: { fullName: 'José Mkwawa' } }));
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({ data: { reference: 'SH-1' } });
  const [reached] = posted();
  expect(reached?.headers['x-forwarded-for']).toBe('127.0.0.1');
  expect(reached?.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(reached!.body)).toEqual({ data: { fullName: 'José Mkwawa' } });
});

it('hand out the timing ticket of a form (no body), with a budget of its own', async () => {
  const answer = await fetch(`${server.url}/api/shareholder-forms/ticket`, { method: 'POST' });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(await answer.json()).toEqual({ data: { ticket: 'T-1', minSeconds: 3, maxAgeSeconds: 86_400 } });
  expect(cms.seen.find((seen) => seen.url === '/api/shareholder-forms/ticket')).toMatchObject({
    method: 'POST',
    body: '',
    headers: { 'x-forwarded-for': '127.0.0.1' },
  });
  // A visitor who opened the form many times can still send.
  for (let i = 0; i < 3; i += 1)
    await fetch(`${server.url}/api/shareholder-forms/ticket`, { method: 'POST' });
  expect((await post('{}')).status).toBe(200);
});

const latin1 = Uint8Array.from([...'{"data":{"fullName":"Jos\u00e9"}}'].map((c) => c.charCodeAt(0)));
const invalidUtf8 = Uint8Array.from([
  ...new TextEncoder().encode('{"data":{"organisationName":"A'),
  0xff,
  0xfe,
  ...new TextEncoder().encode('"}}'),
]);

it.each([
  ['urlencoded', 'data=1', { 'Content-Type': 'application/x-www-form-urlencoded' }, 415],
  ['text', 'hello', { 'Content-Type': 'text/plain' }, 415],
  ['multipart', '--x\r\n\r\n--x--', { 'Content-Type': 'multipart/form-data; boundary=x' }, 415],
  ['latin1 JSON', latin1, { 'Content-Type': 'application/json; charset=latin1' }, 415],
  ['UTF-16 JSON', '{"data":{}}', { 'Content-Type': 'application/json; charset=utf-16' }, 415],
  ['JSON with bytes that are not UTF-8', invalidUtf8, json, 400],
  ['JSON with Latin-1 bytes, no charset', latin1, json, 400],
  ['JSON with a lone surrogate escape', '{"data":{"fullName":"\\ud800"}}', json, 400],
  ['JSON nested 100 deep', `{"data":${'['.repeat(100)}${']'.repeat(100)}}`, json, 400],
  ['malformed JSON', '{"data": ', json, 400],
  ['too large', JSON.stringify({ data: { x: 'a'.repeat(70_000) } }), json, 413],
])('refuse a %s body: nothing forwarded, nothing echoed', async (_name, body, headers, status) => {
  const answer = await post(body, headers as Record<string, string>);
  expect(answer.status).toBe(status);
  expect((await answer.text()).length).toBeLessThan(300);
  expect(cms.seen).toEqual([]);
});

it('take UTF-8 JSON with its charset named, or a byte-order mark', async () => {
  const body = '{"data":{"fullName":"Asha"}}';
  expect((await post(body, { 'Content-Type': 'application/json; charset=UTF-8' })).status).toBe(200);
  expect((await post(`\ufeff${body}`)).status).toBe(200);
  expect(posted().map((seen) => seen.body)).toEqual([body, body]);
});

describe('the limits, per visitor and form', () => {
  const spoof = (ip: string) => ({ ...json, 'X-Forwarded-For': ip });

  it('answer 429 past the submissions, whatever X-Forwarded-For says; another form counts apart', async () => {
    expect((await post('{}', spoof('1.1.1.1'))).status).toBe(200);
    expect((await post('{}', spoof('2.2.2.2'))).status).toBe(200);
    const limited = await post('{}', spoof('3.3.3.3'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: { status: 429, name: 'RateLimitError' } });
    expect(posted()).toHaveLength(2);
    const other = await fetch(`${server.url}/api/business-community-signups`, {
      method: 'POST',
      headers: json,
      body: '{}',
    });
    expect(other.status).toBe(200);
  });

  it('give a submission back when the CMS refused it: a visitor correcting mistakes can still send', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post('{"data":{"fullName":"bad"}}')).status).toBe(400);
    expect((await post('{}')).status).toBe(200);
    expect((await post('{}')).status).toBe(200);
    expect((await post('{}')).status).toBe(429);
  });

  it('count every post as an attempt, refusals of any kind included', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post('{"data":{"fullName":"bad"}}')).status).toBe(400);
    for (let i = 0; i < 3; i += 1)
      expect((await post('x', { 'Content-Type': 'text/plain' })).status).toBe(415);
    const limited = await post('{}');
    expect(limited.status).toBe(429);
    expect(posted()).toHaveLength(3);
  });
});
