// The machine's limit for a cached page: a bare Node `http` server answering with the very bytes and
// headers the site's server sent for it (brotli body included), nothing else. `npm run bench:server`
// measures it beside the real server in the same run, and the CPU time each process spends.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** A bare server (a process of its own) sending `answer` to every request; `stop()` ends it. */
export async function bareServer(answer) {
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !skip.has(name)));
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const file = join(dir, 'answer.json');
  writeFileSync(
    file,
    JSON.stringify({ status: answer.status, headers, body: answer.body.toString('base64') }),
  );
  const port = await freePort();
  const child = fork(join(import.meta.dirname, 'bare-server.mjs'), [file, String(port)]);
  await once(child, 'message');
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      child.kill();
      await once(child, 'exit');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The CPU time (user and system, in seconds) a process has used so far, from /proc. */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
