// The machine's limit for a cached page: a bare Node `http` server answering with the very bytes and
// headers the site's server sent for it (brotli body included), nothing else. `npm run bench:server`
// measures it beside the real server in the same run.
import { createServer, get } from 'node:http';
import { freePort } from './stack.mjs';

/** One answer exactly as the server sent it: status, headers, body bytes (not decompressed). */
export function capture(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

/** A bare server sending `answer` to every request; `stop()` closes it. */
export async function bareServer(answer) {
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !skip.has(name)));
  const server = createServer((_request, response) => {
    response.writeHead(answer.status, headers);
    response.end(answer.body);
  });
  const port = await freePort();
  await new Promise((listening) => server.listen(port, '127.0.0.1', listening));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((closed) => server.close(closed)) };
}
