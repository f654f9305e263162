// An HTTP/1.1 client that sends the request line exactly as written (`..`, `%2e%2e`, backslashes, NUL,
// overlong targets: fetch would normalise or refuse them) and reads one answer. It keeps the
// connection open until the answer is complete: with `Connection: close` a server that refuses a
// large body early closes while the body is still arriving, and the reset can swallow its answer.
import net from 'node:net';

// → the parsed answer once complete (by Content-Length, the last chunk, or a body-less status), else null.
function parse(buffer, { partial = false } = {}) {
  const end = buffer.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const head = buffer.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(head[0].split(' ')[1]);
  const headers = {};
  for (const line of head.slice(1)) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  let body = buffer.subarray(end + 4);
  const chunked = /chunked/i.test(headers['transfer-encoding'] || '');
  const complete =
    [204, 304].includes(status) ||
    (chunked
      ? body.includes('\r\n0\r\n\r\n') || body.subarray(0, 5).toString() === '0\r\n\r\n'
      : body.length >= Number(headers['content-length'] ?? Infinity));
  if (!complete && !partial) return null;
  if (chunked) {
    const parts = [];
    let at = 0;
    for (;;) {
      const lineEnd = body.indexOf('\r\n', at);
      if (lineEnd < 0) break;
      const size = parseInt(body.subarray(at, lineEnd).toString(), 16);
      if (!size) break;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  }
  return { status, headers, body: body.toString('utf8'), bytes: body.length };
}

// → { status, headers, body, bytes } or { status: 0, error } when the server closed without answering.
export function rawRequest(base, { method = 'GET', target, headers = {}, body, chunks, timeoutMs = 30000 }) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    const received = [];
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done({ status: 0, error: 'timeout' }));
    socket.on('data', (d) => {
      received.push(d);
      const answer = parse(Buffer.concat(received));
      if (answer) done(answer);
    });
    const closed = (error) =>
      done(
        parse(Buffer.concat(received), { partial: true }) || {
          status: 0,
          error: error ? error.code || error.message : 'closed without an answer',
        },
      );
    socket.on('end', () => closed());
    socket.on('error', (error) => closed(error));
    socket.on('connect', () => {
      const lines = [`${method} ${target} HTTP/1.1`, `Host: ${hostname}:${port}`];
      const all = { ...headers };
      if (body !== undefined && !chunks && all['Content-Length'] === undefined)
        all['Content-Length'] = String(Buffer.byteLength(body));
      if (chunks) all['Transfer-Encoding'] = 'chunked';
      for (const [k, v] of Object.entries(all)) lines.push(`${k}: ${v}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (chunks) {
        for (const chunk of chunks) socket.write(`${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n`);
        socket.write('0\r\n\r\n');
      } else if (body !== undefined) socket.write(body);
    });
  });
}

// A multipart/form-data body with one file field and one text field.
export function multipart(fieldName = 'files', size = 4096) {
  const boundary = `----probe${Math.random().toString(16).slice(2)}`;
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="probe.txt"\r\nContent-Type: text/plain\r\n\r\n${'x'.repeat(size)}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"a":1}\r\n--${boundary}--\r\n`;
  return { body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
}
