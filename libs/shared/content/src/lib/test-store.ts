import { configureStore } from '@reduxjs/toolkit';
import { contentApi } from './content-api';

/** A store with only the content API, for this library's own tests. */
export function makeTestStore() {
  return configureStore({
    reducer: { [contentApi.reducerPath]: contentApi.reducer },
    middleware: (getDefault) => getDefault().concat(contentApi.middleware),
  });
}
