import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const workspaceRoot = resolve(import.meta.dirname, '../../..');

/** A port nothing listens on now (the workbench's HMR port, 10,000 above, is assumed free too). */
export const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

export type Workbench = { url: string; output: () => string; stop: () => Promise<void> };

/** `npx nx serve <domain>` as a team runs it (tools/workbench/serve.mjs), reading the CMS at `cmsUrl`. */
export async function serveWorkbench(domain: string, cmsUrl: string): Promise<Workbench> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [resolve(workspaceRoot, 'tools/workbench/serve.mjs'), domain, '--port', String(port)],
    { cwd: workspaceRoot, env: { ...process.env, CMS_URL: cmsUrl }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // serve.mjs prints its content line once the server answers.
  const ready = new Promise<void>((done, fail) => {
    child.stdout?.on('data', () => output.includes('[workbench] content:') && done());
    child.once('exit', (code) => fail(new Error(`the workbench stopped (${code}):\n${output}`)));
  });
  await ready;
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
