import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isRecord } from './content-error';

/** A short readable text of a failed request, for the sport list's raw-error notification (docs/behaviour.md §8). */
export function errorText(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error) return 'Unknown error';
  if ('status' in error) {
    if (typeof error.status === 'number') {
      const body = error.data;
      const message = isRecord(body) && isRecord(body['error']) ? body['error']['message'] : undefined;
      return typeof message === 'string' ? `${error.status}: ${message}` : `HTTP ${error.status}`;
    }
    return String(error.error);
  }
  return error.message ?? error.name ?? 'Unknown error';
}

export function isNotFound(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return !!error && 'status' in error && error.status === 404;
}
