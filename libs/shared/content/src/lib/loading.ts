import { contentApi } from './content-api';

type ContentState = { [contentApi.reducerPath]: ReturnType<typeof contentApi.reducer> };

/** The spec's `loading` flag: true while a page fetch is pending, false after success or failure. */
export function selectPageLoading(state: ContentState): boolean {
  return Object.values(state[contentApi.reducerPath].queries).some(
    (query) => query?.endpointName === 'getPage' && query.status === 'pending',
  );
}
