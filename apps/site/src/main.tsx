import '@site/shared-ui/styles.css';
import { readStoredLocale, sharedText } from '@site/shared-i18n';
import { createNotificationStore } from '@site/shared-notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { registerContentPrefetch } from './app/prefetch';
import { createAppRoutes } from './app/routes';
import { createAppStore } from './app/store';
import { forgetChunkReload, listenForPreloadErrors } from './effects/chunk-errors';

const notifications = createNotificationStore();
const store = createAppStore(notifications);
registerContentPrefetch(store);
const router = createBrowserRouter(createAppRoutes());
let errorTitle = 'Error';
void sharedText(readStoredLocale(), 'shared.error.title').then((title) => (errorTitle = title));
// Reload at the page the visitor was going to, not the one being left: the click is not lost.
listenForPreloadErrors(
  notifications,
  () => errorTitle,
  () => {
    const next = router.state.navigation.location;
    if (next) window.location.assign(router.createHref(next));
    else window.location.reload();
  },
);
// A start that got this far means the release's files load: a later stale chunk may reload once again.
window.setTimeout(forgetChunkReload, 10_000);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} router={router} notifications={notifications} />
  </StrictMode>,
);
