import type { CmsError } from './cms-fetch';
import { isRecord } from './content-error';

/** A short readable text of a failed request, for the sport list's raw-error notification (docs/behaviour.md §8). */
export function errorText(error: CmsError | undefined): string {
  if (!error) return 'Unknown error';
  if ('error' in error) return error.error;
  const body = error.data;
  const message = isRecord(body) && isRecord(body['error']) ? body['error']['message'] : undefined;
  return typeof message === 'string' ? `${error.status}: ${message}` : `HTTP ${error.status}`;
}

export function isNotFound(error: CmsError | undefined): boolean {
  return error?.status === 404;
}
