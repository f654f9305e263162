import { connect } from 'node:net';
import { serverForEachTest } from './fixtures.ts';

// What Node's HTTP parser refuses, a request without exactly one Host and a body that never arrives:
// each answered as the site answers, with its security headers and a short JSON body, never an echo.

const current = serverForEachTest({ BODY_TIMEOUT_SECONDS: '0.3' });

/** Bytes written as they are (an HTTP client would refuse to send them); the answer, once the server closes. */
function raw(...parts: (string | Buffer)[]): Promise<{ status: number; head: string; body: string }> {
  const { port } = new URL(current.server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      for (const part of parts) socket.write(part);
    });
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head: head.toLowerCase(), body });
    });
    socket.on('error', reject);
  });
}

const host = 'Host: site.test\r\n';
const big = 'a'.repeat(20_000);

it.each([
  ['an unknown method', `FOO /mpesa HTTP/1.1\r\n${host}\r\n`, 400],
  ['a raw space in the target', `GET /mp esa HTTP/1.1\r\n${host}\r\n`, 400],
  ['raw UTF-8 in the target', Buffer.from(`GET /mpésa HTTP/1.1\r\n${host}\r\n`, 'utf8'), 400],
  ['bare LF line ends', `GET /mpesa HTTP/1.1\n${host.trim()}\n\n`, 400],
  [
    'Content-Length with Transfer-Encoding',
    `POST /_vitals HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    400,
  ],
  [
    'a chunk size that is not one',
    `POST /_vitals HTTP/1.1\r\n${host}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    400,
  ],
  ['NUL in a header', `GET /mpesa HTTP/1.1\r\n${host}X-Note: a\0b\r\n\r\n`, 400],
  ['a 20 kB header', `GET /mpesa HTTP/1.1\r\n${host}X-Big: ${big}\r\n\r\n`, 431],
  ['a 20 kB target', `GET /${big} HTTP/1.1\r\n${host}\r\n`, 414],
  ['no Host', 'GET /mpesa HTTP/1.1\r\n\r\n', 400],
  ['two Hosts', `GET /mpesa HTTP/1.1\r\n${host}Host: evil.test\r\n\r\n`, 400],
])('%s: refused with the security headers and our JSON', async (_case, request, status) => {
  const answer = await raw(request);
  expect(answer.status).toBe(status);
  expect(answer.head).toContain("content-security-policy: default-src 'self'");
  expect(answer.head).toContain('strict-transport-security: max-age=31536000');
  expect(answer.head).toContain('x-content-type-options: nosniff');
  expect(answer.head).toContain('cache-control: no-store');
  expect(answer.head).toContain('connection: close');
  expect(JSON.parse(answer.body)).toEqual({ data: null, error: expect.objectContaining({ status }) });
  expect(answer.body.length).toBeLessThan(200);
  expect(answer.body).not.toMatch(/mp ?esa|evil|aaaa/);
  expect(current.cms.seen).toEqual([]);
});

it('cuts a trickled body off with 408 and closes the connection, the headers as every answer’s', async () => {
  // Nine hundred bytes announced, one sent, then nothing: the answer comes when the body's time is up.
  const answer = await raw(
    `POST /_vitals HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 900\r\n\r\n`,
    '{',
  );
  expect(answer.status).toBe(408);
  expect(answer.head).toContain("content-security-policy: default-src 'self'");
  expect(answer.head).toContain('connection: close');
  expect(JSON.parse(answer.body)).toMatchObject({ error: { status: 408, name: 'RequestTimeout' } });
});

it('keeps Node’s own timeout for headers, and takes a body that arrives in time', async () => {
  expect(current.server.app.server.headersTimeout).toBe(60_000);
  const answer = await fetch(`${current.server.url}/_vitals`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(answer.status).toBeLessThan(500);
  expect(answer.status).not.toBe(408);
});
