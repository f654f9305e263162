import type { CmsTransport } from '@site/shared-server-contract';
import { cmsTimeoutMs } from './config';

/**
 * Why a CMS call failed: the HTTP status and body of a refusal, or what went wrong before there was
 * one. The shapes of RTK Query's `fetchBaseQuery`, which the site used first: the forms' and the
 * notifications' rules read them.
 */
export type CmsError =
  | { status: number; data: unknown }
  | { status: 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR'; error: string }
  | { status: 'PARSING_ERROR'; originalStatus: number; data: string; error: string };

export type CmsResult<T> = { data: T; error?: undefined } | { data?: undefined; error: CmsError };

export type CmsCall = {
  /** The path under the CMS's `/api` (`/mpesa`, `/news-updates/abc`). */
  path: string;
  params?: Record<string, string>;
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: object;
};

/**
 * One call to the CMS through the site's transport: its base URL, headers and extra parameters,
 * cookies sent (docs/behaviour.md §7), a timeout, and the answer's JSON. Never throws: a failure is
 * an error result. `response` is the answer, for its headers (a 429's `Retry-After`).
 */
export async function cmsFetch(
  cms: CmsTransport,
  { path, params, method = 'GET', body }: CmsCall,
): Promise<CmsResult<unknown> & { response?: Response }> {
  const query = new URLSearchParams({ ...params, ...cms.params }).toString();
  const url = `${cms.apiUrl.replace(/\/$/, '')}${path}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = { accept: 'application/json', ...cms.headers };
  if (body) headers['content-type'] = 'application/json';
  // Its own controller: whether it aborted tells a timeout from a network failure.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), cmsTimeoutMs());
  try {
    let response: Response;
    let text: string;
    try {
      response = await (cms.fetchFn ?? fetch)(url, {
        method,
        headers,
        credentials: 'include',
        signal: controller.signal,
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      text = await response.text();
    } catch (error) {
      return {
        error: { status: controller.signal.aborted ? 'TIMEOUT_ERROR' : 'FETCH_ERROR', error: String(error) },
      };
    }
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : null;
    } catch (error) {
      const status = response.status;
      return {
        error: { status: 'PARSING_ERROR', originalStatus: status, data: text, error: String(error) },
        response,
      };
    }
    return response.ok ? { data, response } : { error: { status: response.status, data }, response };
  } finally {
    clearTimeout(timer);
  }
}
