import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isRecord } from './content-error';

/** How a content read failed: RTK Query's `fetchBaseQuery` error, or a thrown one. */
export type ContentError = FetchBaseQueryError | SerializedError;

/** A short readable text of a failed request, for the sport list's raw-error notification (docs/behaviour.md §8). */
export function errorText(error: ContentError | undefined): string {
  if (!error) return 'Unknown error';
  if (!('status' in error)) return error.message ?? error.name ?? 'Unknown error';
  if ('error' in error) return error.error;
  const body = error.data;
  const message = isRecord(body) && isRecord(body['error']) ? body['error']['message'] : undefined;
  return typeof message === 'string' ? `${error.status}: ${message}` : `HTTP ${error.status}`;
}

export function isNotFound(error: ContentError | undefined): boolean {
  return !!error && 'status' in error && error.status === 404;
}
