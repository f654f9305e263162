import type { RenderRequest, RenderResult } from '@site/shared-server-contract';
import { Worker } from 'node:worker_threads';
import { currentPriority, withPriority, type Priority } from '../work-queue.ts';
import type { FromServer, ToServer } from './messages.ts';

/** Renders pages in a thread of their own: what the server does while nobody waits for the page. */
export type RenderThread = {
  /** The built site's render of one request, its CMS reads made by `request.cms.fetchFn` here. */
  render(request: RenderRequest): Promise<RenderResult>;
  close(): Promise<void>;
};

type Render = {
  fetchFn: typeof fetch;
  /** The priority the render was asked at: its CMS reads wait in the CMS queue at the same. */
  priority: Priority;
  resolve: (result: RenderResult) => void;
  reject: (error: Error) => void;
};

/**
 * A render is synchronous work of 100–200 ms a page (React's render to a string): on the server's
 * own thread, every request arriving meanwhile waits for it, so a crawl's background refreshes held
 * other visitors' answers (ADR 0025). In a worker thread the system shares the cores between them
 * instead. Only the render moves: its CMS reads come back to this thread, where the CMS client's
 * cache and `CMS_CONCURRENCY` bound them as before. One thread, started on the first render; one
 * that fails fails the renders under way, and the next render starts another.
 */
export function createRenderThread(entry: string): RenderThread {
  const renders = new Map<number, Render>();
  let nextRender = 0;
  let thread: Worker | null = null;

  const post = (worker: Worker, message: FromServer) => worker.postMessage(message);

  function answerRead(worker: Worker, message: Extract<ToServer, { kind: 'read' }>) {
    const owner = renders.get(message.render);
    const read = owner
      ? withPriority(owner.priority, () => owner.fetchFn(message.url, { headers: message.headers }))
      : Promise.reject(new Error('no such render'));
    read
      .then(async (response) =>
        post(worker, {
          kind: 'read done',
          read: message.read,
          status: response.status,
          contentType: response.headers.get('content-type') ?? 'application/json',
          body: await response.text(),
        }),
      )
      .catch((error: unknown) =>
        post(worker, { kind: 'read failed', read: message.read, message: String(error) }),
      );
  }

  function settle(id: number, settleWith: (render: Render) => void) {
    const render = renders.get(id);
    if (!render) return;
    renders.delete(id);
    // An idle thread does not keep the process alive; one with work does.
    if (renders.size === 0) thread?.unref();
    settleWith(render);
  }

  function start(): Worker {
    const worker = new Worker(new URL('./thread.ts', import.meta.url), { workerData: { entry } });
    worker.on('message', (message: ToServer) => {
      if (message.kind === 'read') answerRead(worker, message);
      else if (message.kind === 'rendered')
        settle(message.render, (render) => render.resolve(message.result));
      else settle(message.render, (render) => render.reject(new Error(message.message)));
    });
    const fail = (error: Error) => {
      if (thread !== worker) return;
      thread = null;
      for (const id of [...renders.keys()]) settle(id, (render) => render.reject(error));
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the render thread stopped (exit code ${code})`)));
    return worker;
  }

  return {
    render(request) {
      const { search: _search, cms, ...rest } = request;
      const { fetchFn = fetch, ...transport } = cms;
      thread ??= start();
      thread.ref();
      const id = nextRender++;
      const done = new Promise<RenderResult>((resolve, reject) =>
        renders.set(id, { fetchFn, priority: currentPriority(), resolve, reject }),
      );
      post(thread, { kind: 'render', render: id, request: { ...rest, cms: transport } });
      return done;
    },
    async close() {
      const worker = thread;
      thread = null;
      for (const id of [...renders.keys()]) settle(id, (render) => render.reject(new Error('closed')));
      await worker?.terminate();
    },
  };
}
