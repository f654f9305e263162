import type { FastifyServerOptions } from 'fastify';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { problemOf } from './http-errors.ts';

/**
 * Refusals written before any request object exists, or before Fastify sees one, with the security
 * headers every answer carries (`headers`) and the short JSON body of every other refusal
 * (http-errors.ts): Node's HTTP parser's errors (a malformed request line or header, bare LF,
 * Content-Length with Transfer-Encoding, bad chunking: 400; headers past the size limit: 431, or 414
 * when the target alone is past it; headers that never arrive in time: 408), and a request without
 * exactly one `Host` (none, or two: which one names the site?).
 */
function refusal(status: number, headers: Record<string, string>) {
  const body = JSON.stringify(problemOf(status));
  return {
    body,
    head: {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
      Connection: 'close',
    },
  };
}

/** The target alone fills the header limit: its line had not ended when the limit was reached. */
const targetTooLong = (packet: unknown) =>
  Buffer.isBuffer(packet) && packet.length >= 8192 && !packet.subarray(0, 8192).includes(0x0a);

/** Node's own test of whether an answer may still be written on the connection (no other begun). */
type HttpSocket = Socket & { _httpMessage?: { headersSent?: boolean } | null };

/** Fastify's `clientErrorHandler`: the parser's errors answered as the site answers. */
export function clientErrorHandler(
  headers: () => Record<string, string>,
): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  return (error: Error & { code?: string }, connection: Socket) => {
    const socket = connection as HttpSocket;
    // A connection the client reset, or closed already: nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (!socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? targetTooLong((error as { rawPacket?: unknown }).rawPacket)
            ? 414
            : 431
          : 400;
    const { head, body } = refusal(status, headers());
    const lines = Object.entries(head).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
  };
}

/** HTTP/1.1 names its host once (1.0 may not name it): anything else is refused here. */
export function refusedHost(
  request: IncomingMessage,
  response: ServerResponse,
  headers: Record<string, string>,
): boolean {
  let hosts = 0;
  for (let i = 0; i < request.rawHeaders.length; i += 2)
    if (request.rawHeaders[i]?.toLowerCase() === 'host') hosts += 1;
  if (hosts === 1 || (hosts === 0 && request.httpVersion === '1.0')) return false;
  const { head, body } = refusal(400, headers);
  response.writeHead(400, head).end(body);
  return true;
}
