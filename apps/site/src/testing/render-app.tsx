import { createNotificationStore } from '@site/shared-notifications';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { App } from '../app/app';
import { registerContentPrefetch } from '../app/prefetch';
import { createAppRoutes } from '../app/routes';
import { createAppStore } from '../app/store';

/** The real app (store, listener, prefetch, every domain's routes) in a memory router. */
export function renderApp(path = '/', routes: RouteObject[] = createAppRoutes()) {
  const notifications = createNotificationStore();
  const store = createAppStore(notifications);
  registerContentPrefetch(store);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<App store={store} router={router} notifications={notifications} />);
  return { ...view, store, router, notifications };
}
