// The thread background renders run in (render-thread/index.ts): the built site's render, with its
// CMS reads asked of the server's own thread, where the CMS client, its cache and its bound live.
import type { RenderRequest, RenderResult, SiteModule } from '@site/shared-server-contract';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { FromServer, ToServer } from './messages.ts';

const port = parentPort;
if (!port) throw new Error('render-thread/thread.ts runs as a worker thread');
const { entry } = workerData as { entry: string };

const site = ((await import(pathToFileURL(entry).href)) as { default: SiteModule }).default;

const send = (message: ToServer) => port.postMessage(message);
const reads = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
let nextRead = 0;

/** `fetch` for one render: the read is made by the server's thread, its answer comes back whole. */
const readFor =
  (render: number): typeof fetch =>
  (input, init) => {
    const request = new Request(input, init);
    const read = nextRead++;
    send({ kind: 'read', render, read, url: request.url, headers: [...request.headers] });
    return new Promise<Response>((resolve, reject) => reads.set(read, { resolve, reject }));
  };

async function render(id: number, request: Omit<RenderRequest, 'search'>) {
  try {
    const result: RenderResult = await site.render({
      ...request,
      cms: { ...request.cms, fetchFn: readFor(id) },
    });
    send({ kind: 'rendered', render: id, result });
  } catch (error) {
    send({ kind: 'failed', render: id, message: error instanceof Error ? error.message : String(error) });
  }
}

port.on('message', (message: FromServer) => {
  if (message.kind === 'render') {
    void render(message.render, message.request);
    return;
  }
  const waiting = reads.get(message.read);
  if (!waiting) return;
  reads.delete(message.read);
  if (message.kind === 'read failed') waiting.reject(new Error(message.message));
  else
    waiting.resolve(
      new Response(message.body, {
        status: message.status,
        headers: { 'Content-Type': message.contentType },
      }),
    );
});
