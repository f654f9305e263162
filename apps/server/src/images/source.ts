import type { CmsObserver } from '../cms-client.ts';

/** The largest original read (a 45-megapixel camera JPEG is ~25 MB): a bigger file is refused unread. */
const maxSourceBytes = 40 * 1024 * 1024;

export type Source = { kind: 'source'; body: Buffer } | { kind: 'refused'; status: number; message: string };

/** The original of a media file, from the CMS: its bytes, or why there are none. */
export async function fetchSource(cmsUrl: string, file: string, observe?: CmsObserver): Promise<Source> {
  const started = performance.now();
  const response = await fetch(`${cmsUrl}/uploads/${file}`, { signal: AbortSignal.timeout(30_000) }).catch(
    () => null,
  );
  const seconds = (performance.now() - started) / 1000;
  observe?.(seconds, !response ? 'unreachable' : response.status >= 500 ? 'error' : 'ok');
  if (!response) return { kind: 'refused', status: 502, message: 'The media store did not answer' };
  if (!response.ok) {
    await response.body?.cancel();
    return response.status === 404
      ? { kind: 'refused', status: 404, message: 'No such image' }
      : { kind: 'refused', status: 502, message: 'The media store failed' };
  }
  const tooLarge = { kind: 'refused', status: 422, message: 'The original is too large to resize' } as const;
  if (Number(response.headers.get('content-length') ?? 0) > maxSourceBytes) {
    await response.body?.cancel();
    return tooLarge;
  }
  // The length header may be absent or wrong: count what actually arrives.
  const chunks: Uint8Array[] = [];
  let received = 0;
  for await (const chunk of response.body ?? []) {
    received += chunk.length;
    if (received > maxSourceBytes) return tooLarge;
    chunks.push(chunk);
  }
  return { kind: 'source', body: Buffer.concat(chunks) };
}
