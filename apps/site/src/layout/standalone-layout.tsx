import { deviceStorage } from '@site/shared-i18n';
import { NotificationArea } from '@site/shared-notifications';
import { LinkProvider } from '@site/shared-ui';
import { Outlet, ScrollRestoration } from 'react-router';
import { RouteEffects } from '../effects/route-effects';
import { RouterLink } from './router-link';

/** Standalone pages (the shareholder form) carry no site chrome, but keep notifications and route effects. */
export function StandaloneLayout() {
  return (
    <LinkProvider component={RouterLink}>
      <main id="main">
        <Outlet />
      </main>
      <NotificationArea />
      <ScrollRestoration storageKey={deviceStorage.scrollPositions.key} />
      <RouteEffects />
    </LinkProvider>
  );
}
