import '@site/shared-ui/styles.css';
import { localeOfPath } from '@site/shared-server-contract';
import { nextTask } from './app/next-task';
import { warmIntl } from './app/warm-intl';
import { measureWhenIdle } from './vitals/measure-when-idle';

/**
 * The browser's entry: it starts the app in stages. A module graph is evaluated in one unbroken task,
 * and the start's ~155 kB (React DOM, React Router, Redux Toolkit with react-redux, react-intl, the app)
 * made one of several hundred ms on a low-tier phone; imported one after the other, each library's
 * chunk (apps/site/vite.config.ts) is evaluated in a task of its own. The server announces them all
 * with the entry (apps/server/src/assets.ts), so no stage waits on the network. Each stage names what
 * it takes: a bare `import()` would keep every export of its module in the bundle.
 */
async function boot() {
  // The page this view measures (a navigation may change the address before web-vitals loads).
  const path = window.location.pathname;
  // Intl's locale data load on a worker while the main thread evaluates the libraries below.
  const intlWarm = warmIntl(localeOfPath(path));
  await nextTask();
  await import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot);
  await nextTask();
  await import('react-router').then(({ createBrowserRouter }) => createBrowserRouter);
  await nextTask();
  await import('@reduxjs/toolkit').then(({ configureStore }) => configureStore);
  await nextTask();
  await import('react-intl').then(({ IntlProvider }) => IntlProvider);
  await nextTask();
  const { start } = await import('./start');
  await start(intlWarm);
  measureWhenIdle(path);
}

void boot();
