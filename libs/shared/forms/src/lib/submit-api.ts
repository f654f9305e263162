import { cmsFetch, type CmsTransport } from '@site/shared-content';
import type { SubmitError } from './submission-failure';

export type SubmitFormArgs = { path: string; data: object; ticket: string };
export type SubmitFormResult = { reference: string };
/** The timing ticket of a form (apps/cms/src/forms/ticket.js): sent back with the submission. */
export type FormTicket = { ticket: string; minMs: number; maxAgeMs: number };

const seconds = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

type Answer = { data?: Record<string, unknown> } | null;

/**
 * A POST to the CMS through the site's transport (its base URL, cookies and timeout): the answer's
 * body, or a rejection with the failure, and a 429's wait from its `Retry-After`.
 */
async function post(cms: CmsTransport, path: string, body?: object): Promise<Answer> {
  const result = await cmsFetch(cms, { path, method: 'POST', ...(body ? { body } : {}) });
  if (!result.error) return result.data as Answer;
  const wait = Number(result.response?.headers.get('Retry-After'));
  const error: SubmitError =
    Number.isFinite(wait) && wait > 0 ? { ...result.error, retryAfterSeconds: wait } : result.error;
  throw error;
}

/** Sends a form's answers with its ticket; resolves with the CMS's reference. Nothing is cached: a retry reaches the server. */
export async function submitForm(
  cms: CmsTransport,
  { path, data, ticket }: SubmitFormArgs,
): Promise<SubmitFormResult> {
  const body = await post(cms, path, { data, ticket });
  const reference = body?.data?.['reference'];
  return { reference: typeof reference === 'string' ? reference : '' };
}

/** Asks the CMS for a form's timing ticket. */
export async function issueFormTicket(cms: CmsTransport, path: string): Promise<FormTicket> {
  const data = (await post(cms, `${path}/ticket`))?.data;
  return {
    ticket: typeof data?.['ticket'] === 'string' ? data['ticket'] : '',
    minMs: seconds(data?.['minSeconds'], 0) * 1000,
    maxAgeMs: seconds(data?.['maxAgeSeconds'], 3600) * 1000,
  };
}
