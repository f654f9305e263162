import type { RenderRequest, RenderResult } from '@site/shared-server-contract';

/** What the server's thread sends the render thread: a page to render, or the answer to one of its reads. */
export type FromServer =
  | { kind: 'render'; render: number; request: Omit<RenderRequest, 'search'> }
  | { kind: 'read done'; read: number; status: number; contentType: string; body: string }
  | { kind: 'read failed'; read: number; message: string };

/** What the render thread sends back: a CMS read one of its renders makes, or how a render ended. */
export type ToServer =
  | { kind: 'read'; render: number; read: number; url: string; headers: [string, string][] }
  | { kind: 'rendered'; render: number; result: RenderResult }
  | { kind: 'failed'; render: number; message: string };
