import { scrollPositionsItem } from '@site/shared-i18n';
import { NotificationArea } from '@site/shared-notifications';
import { LinkProvider } from '@site/shared-ui';
import { Outlet, ScrollRestoration } from 'react-router';
import { RouteEffects } from '../effects/route-effects';
import { RouterLink } from './router-link';
import { SampleContentNotice } from './sample-content-notice';

/** Standalone pages (the shareholder form) carry no site chrome, but keep the sample-content notice, notifications and route effects. */
export function StandaloneLayout() {
  return (
    <LinkProvider component={RouterLink}>
      <SampleContentNotice />
      <main id="main">
        <Outlet />
      </main>
      <NotificationArea />
      <ScrollRestoration storageKey={scrollPositionsItem.key} />
      <RouteEffects />
    </LinkProvider>
  );
}
