// A pass-through proxy in front of the CMS for the benchmarks: it forwards every request as it is and
// counts the content and media requests (`/api/`, `/uploads/`: what CMS_CONCURRENCY bounds; not the
// health check) the site's server has under way at once, the most since the last `reset`, measured
// outside the server, whatever the server says of itself. Loopback only.
import { Agent, createServer, request } from 'node:http';
import { freePort } from './stack.mjs';

export async function countingProxy(target) {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  let inFlight = 0;
  let most = 0;
  let total = 0;
  let ever = 0;
  const server = createServer((incoming, outgoing) => {
    const counted = /^\/(api|uploads)\//.test(incoming.url ?? '');
    if (counted) {
      inFlight += 1;
      total += 1;
      ever += 1;
      most = Math.max(most, inFlight);
    }
    let done = !counted;
    const finished = () => {
      if (done) return;
      done = true;
      inFlight -= 1;
    };
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.on('end', finished);
      },
    );
    forwarded.on('error', () => {
      finished();
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    outgoing.on('close', finished);
    incoming.pipe(forwarded);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    /** The most requests under way at once since the last reset, and how many there were. */
    counts: () => ({ most, total }),
    /** Every content and media request since the start. */
    requests: () => ever,
    reset: () => {
      most = inFlight;
      total = 0;
    },
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
