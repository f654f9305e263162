import { afterEach } from 'vitest';
import { getWorker } from 'msw-storybook-addon';

// The story test files share one page (`isolate: false` in vitest.storybook.config.ts): a story's MSW
// handlers must not outlive it, or the next file's modules would be answered by them as they load
// (`*/api/:name` matches `…/src/api/content-api.ts`, and the import fails). Each story's loader sets
// its own again.
afterEach(() => {
  getWorker().resetHandlers();
});
