import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** A server complaint about one answer, keyed by the react-hook-form field name ("applicants.1.email"). */
export type FieldIssue = { name: string; code: string };

/** Why a submission failed, in the terms the visitor needs: what happened and what to do. */
export type SubmissionFailure =
  | { kind: 'offline' }
  | { kind: 'timeout' }
  | { kind: 'fields'; issues: FieldIssue[] }
  | { kind: 'rate-limited'; retryAfterSeconds?: number }
  | { kind: 'too-large' }
  | { kind: 'rejected' }
  | { kind: 'server' };

/** A failed call as `submitForm` reports it: RTK Query's error plus the answer's `Retry-After`. */
export type SubmitError = (FetchBaseQueryError & { retryAfterSeconds?: number }) | SerializedError;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `error.name` of a Strapi-shaped answer (`{ error: { status, name, message } }`). */
function errorName(error: SubmitError | undefined): string | undefined {
  const data = error && 'data' in error ? error.data : undefined;
  const inner = isRecord(data) ? data['error'] : undefined;
  return isRecord(inner) && typeof inner['name'] === 'string' ? inner['name'] : undefined;
}

/** Seconds to wait, from `Retry-After` or the body's `details.retryAfterSeconds` (the CMS and the site's server send both). */
function retryAfter(error: SubmitError): number | undefined {
  const data = 'data' in error && isRecord(error.data) ? error.data['error'] : undefined;
  const details = isRecord(data) ? data['details'] : undefined;
  const fromBody = isRecord(details) ? details['retryAfterSeconds'] : undefined;
  const seconds = ('retryAfterSeconds' in error ? error.retryAfterSeconds : undefined) ?? fromBody;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/**
 * The CMS refused the timing ticket (or a CAPTCHA): a fresh ticket and one more try may pass, so
 * the form retries once before saying anything.
 */
export function isRefusal(error: SubmitError | undefined): boolean {
  return errorName(error) === 'SubmissionRefused';
}

/**
 * Sorts a failed `submitForm` call. `online` is the browser's own belief (navigator.onLine), which is
 * checked first because a fetch error on flaky data says nothing more precise.
 */
export function classifySubmissionError(error: SubmitError | undefined, online = true): SubmissionFailure {
  if (!online) return { kind: 'offline' };
  if (!error || !('status' in error)) return { kind: 'server' };
  const { status } = error;
  if (status === 'FETCH_ERROR') return { kind: 'offline' };
  if (status === 'TIMEOUT_ERROR') return { kind: 'timeout' };
  // A proxy's HTML error page fails JSON parsing; its HTTP status still tells what happened.
  const code = status === 'PARSING_ERROR' ? error.originalStatus : typeof status === 'number' ? status : 0;
  if (code === 429 || errorName(error) === 'RateLimitError') {
    const seconds = retryAfter(error);
    return seconds === undefined
      ? { kind: 'rate-limited' }
      : { kind: 'rate-limited', retryAfterSeconds: seconds };
  }
  if (code === 413) return { kind: 'too-large' };
  // 415: the site sent something its own server does not take: nothing the visitor can fix.
  if (code === 415) return { kind: 'server' };
  if (code >= 400 && code < 500) {
    const issues = fieldIssues('data' in error ? error.data : undefined);
    return issues.length > 0 ? { kind: 'fields', issues } : { kind: 'rejected' };
  }
  return { kind: 'server' };
}

/** Strapi's `error.details.errors[{ path, message }]` → field issues; malformed entries are skipped. */
export function fieldIssues(body: unknown): FieldIssue[] {
  const error = isRecord(body) ? body['error'] : undefined;
  const details = isRecord(error) ? error['details'] : undefined;
  const errors = isRecord(details) ? details['errors'] : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry): FieldIssue[] => {
    if (!isRecord(entry) || !Array.isArray(entry['path'])) return [];
    const path = entry['path'].filter(
      (part): part is string | number => typeof part === 'string' || typeof part === 'number',
    );
    const code = typeof entry['message'] === 'string' ? entry['message'] : 'invalid_value';
    return [{ name: path.length > 0 ? path.join('.') : 'root.server', code }];
  });
}
