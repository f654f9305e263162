import type { FetchArgs, FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { Locale } from '@site/shared-i18n';
import type { CmsBaseQuery } from './cms-base-query';
import { ContentShapeError, isRecord } from './content-error';

export type CmsRequest = { path: string; params: Record<string, string>; locale: Locale };
export type Parser<T> = (body: unknown, servedLocale: Locale) => T;
export type CmsResult<T> = QueryReturnValue<T, FetchBaseQueryError, undefined>;
/** The base query as an endpoint's `queryFn` receives it: bound to the store it runs in. */
export type BoundBaseQuery = (args: string | FetchArgs) => ReturnType<CmsBaseQuery>;

/**
 * One CMS read (Strapi 5's flat answers): fetch, fall back to English when the Swahili entry is
 * missing (404) or empty, then parse. A malformed answer becomes an error result, never a throw.
 */
export async function cmsRequest<T>(
  request: CmsRequest,
  parse: Parser<T>,
  baseQuery: BoundBaseQuery,
): Promise<CmsResult<T>> {
  const fetchIn = async (locale: Locale): Promise<CmsResult<unknown>> => {
    const result = await baseQuery({ url: request.path, params: { ...request.params, locale } });
    return result.error ? { error: result.error } : { data: result.data };
  };
  let locale = request.locale;
  let result = await fetchIn(locale);
  if (locale !== 'en' && needsEnglish(result)) {
    locale = 'en';
    result = await fetchIn(locale);
  }
  if (result.error) return { error: result.error };
  try {
    return { data: parse(result.data, locale) };
  } catch (error) {
    const message = error instanceof ContentShapeError ? error.message : String(error);
    return {
      error: {
        status: 'PARSING_ERROR',
        originalStatus: 200,
        data: String(result.data).slice(0, 200),
        error: message,
      },
    };
  }
}

/** Whether an answer in another language than English is missing or empty. */
function needsEnglish(result: CmsResult<unknown>): boolean {
  if (result.error) return result.error.status === 404;
  const body = result.data;
  if (!isRecord(body)) return false;
  const data = body['data'];
  if (data === null || data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  return (
    isRecord(data) && 'blocks' in data && (!Array.isArray(data['blocks']) || data['blocks'].length === 0)
  );
}
