import { hostileBacks, postPlainForm, serverForFile, withBack } from './fixtures.ts';

// The cookie preferences form without JavaScript (ADR 0029): a plain urlencoded POST the server
// answers with the consent cookie and a redirect back to the page saying what it did. Anything else
// (another site's post, a foreign `back`, a hostile body) is a 4xx with no cookie.

const running = serverForFile({ WARM_CACHE: 'false' });

const form = 'application/x-www-form-urlencoded';
const post = (body: string | Uint8Array, headers: Record<string, string> = {}) =>
  postPlainForm(running.server, '/storage-preferences', body, headers);

it('saves the choice on as a cookie and goes back to the page with what it saved', async () => {
  const response = await post('back=%2Fsw%2Fmpesa&optional=on&do=save');
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/sw/mpesa?storage=on');
  expect(response.headers.get('set-cookie')).toBe(
    'site.storage-consent=optional; Path=/; Max-Age=31536000; SameSite=Lax',
  );
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('clear-site-data')).toBeNull();
});

it('turns the choice off by expiring the cookie', async () => {
  const response = await post('back=%2Fmpesa&do=save', {
    Origin: running.server.url,
    'Sec-Fetch-Site': 'same-origin',
  });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/mpesa?storage=off');
  expect(response.headers.get('set-cookie')).toBe('site.storage-consent=; Path=/; Max-Age=0; SameSite=Lax');
});

it('clears: the cookies expired, the site’s storage emptied, whatever the box said', async () => {
  const response = await post('back=%2F&optional=on&do=clear');
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/?storage=cleared');
  expect(response.headers.getSetCookie()).toEqual([
    'site.storage-consent=; Path=/; Max-Age=0; SameSite=Lax',
    'site.save-data=; Path=/; Max-Age=0; SameSite=Lax',
  ]);
  expect(response.headers.get('clear-site-data')).toBe('"storage"');
});

it.each([
  ['another site', { Origin: 'https://attacker.example' }],
  ['another site by Fetch Metadata', { 'Sec-Fetch-Site': 'cross-site' }],
  ['a sibling site', { 'Sec-Fetch-Site': 'same-site' }],
  ['an opaque origin', { Origin: 'null' }],
  ['a malformed origin', { Origin: 'http://[' }],
])('refuses a post from %s (403), no cookie', async (_, headers) => {
  const response = await post('back=%2Fmpesa&optional=on&do=save', headers);
  expect(response.status).toBe(403);
  expect(response.headers.get('set-cookie')).toBeNull();
});

it.each([
  ...hostileBacks.map(([name, back]) => [name, withBack(back, 'optional=on&do=save')]),
  ['a repeated field', 'back=%2Fmpesa&back=%2F&do=save'],
  ['an unknown action', 'back=%2Fmpesa&do=delete'],
  ['no action', 'back=%2Fmpesa&optional=on'],
  ['another optional value', 'back=%2Fmpesa&optional=yes&do=save'],
  ['unicode in the fields', 'back=%2Fmpesa&do=s%C3%A4ve'],
  ['an empty body', ''],
])('refuses %s (400), no cookie', async (_, body) => {
  const response = await post(body);
  expect(response.status).toBe(400);
  expect(response.headers.get('set-cookie')).toBeNull();
  expect(await response.json()).toMatchObject({ error: { status: 400 } });
});

it.each([
  ['JSON', 'application/json', '{"back":"/mpesa","do":"save"}'],
  ['plain text', 'text/plain', 'back=/mpesa&do=save'],
  ['a multipart body', 'multipart/form-data; boundary=x', '--x--'],
])('refuses %s (415), no cookie', async (_, type, body) => {
  const response = await post(body, { 'Content-Type': type });
  expect(response.status).toBe(415);
  expect(response.headers.get('set-cookie')).toBeNull();
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
    `Send the form as ${form}`,
  );
});

it('refuses a body larger than the form (413), no cookie', async () => {
  const response = await post(`back=%2Fmpesa&do=save&pad=${'a'.repeat(2000)}`);
  expect(response.status).toBe(413);
  expect(response.headers.get('set-cookie')).toBeNull();
});

it('takes the form by POST only', async () => {
  const response = await fetch(`${running.server.url}/storage-preferences?back=%2Fmpesa&do=clear`, {
    redirect: 'manual',
  });
  expect(response.status).not.toBe(303);
  expect(response.headers.get('set-cookie')).toBeNull();
});
