import { LanguageProvider } from '@site/shared-i18n';
import { NotificationContext, type NotificationStore } from '@site/shared-notifications';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';
import { messageSources } from './messages';
import type { AppStore } from './store';

export type AppProps = {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
  notifications: NotificationStore;
};

/** Providers in dependency order: store, notifications, language (messages), router. */
export function App({ store, router, notifications }: AppProps) {
  return (
    <Provider store={store}>
      <NotificationContext.Provider value={notifications}>
        <LanguageProvider sources={messageSources}>
          <RouterProvider router={router} />
        </LanguageProvider>
      </NotificationContext.Provider>
    </Provider>
  );
}
