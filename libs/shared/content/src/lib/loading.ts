import { contentApi } from './content-api';

type ContentState = { [contentApi.reducerPath]: ReturnType<typeof contentApi.reducer> };

/** The `loading` flag of docs/behaviour.md §4: true while a page fetch is pending, false after success or failure. */
export function selectPageLoading(state: ContentState): boolean {
  return Object.values(state[contentApi.reducerPath].queries).some(
    (query) => query?.endpointName === 'getPage' && query.status === 'pending',
  );
}
