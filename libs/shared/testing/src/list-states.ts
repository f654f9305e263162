import { delay, http, HttpResponse } from 'msw';

/** The error body the CMS answers a failed read with; the response carries the same status. */
type CmsError = { status: number; message?: string };

const failed = (error: CmsError) => HttpResponse.json({ error }, { status: error.status });
const list = (data: unknown[]) => HttpResponse.json({ data, meta: {} });

/**
 * The states a CMS-fed list shows besides its content, each as handlers for its endpoint
 * (`*\/api/events`): a read that never ends, an empty list, a failed read.
 */
export function listStateHandlers(path: string, error: CmsError = { status: 500 }) {
  return {
    loading: [http.get(path, () => delay('infinite'))],
    empty: [http.get(path, () => list([]))],
    failed: [http.get(path, () => failed(error))],
  };
}

/** An endpoint that fails until `recover()` and then answers `data`: for the retry of an error state. */
export function failingUntilRecovered(path: string, error: CmsError, data: unknown[]) {
  let failing = true;
  return {
    handler: http.get(path, () => (failing ? failed(error) : list(data))),
    recover: () => {
      failing = false;
    },
  };
}
