import { scrollPositionsItem } from '@site/shared-i18n';
import { defineMessages, useIntl } from 'react-intl';
import { PageLoading, usePageBackground } from '@site/shared-pages';
import type { NavSection } from '@site/shared-routing';
import { NotificationArea } from '@site/shared-notifications';
import { HydrateWhenVisible, LinkProvider, SkipLink } from '@site/shared-ui';
import { lazy, useMemo } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { RouteEffects } from '../effects/route-effects';
import { Header } from './header';
import { LanguageBar } from './language-switch';
import styles from './layout.module.css';
import { RouterLink } from './router-link';
import { SampleContentNotice } from './sample-content-notice';

/** Never settles: the footer's part keeps its server HTML, plain links and a form that need no script. */
const keepServerHtml = () => new Promise<never>(() => undefined);

// Nothing in the footer acts before its part hydrates (ADR 0018): its code (links, contact details,
// the data saver switch) is not in the first load and is fetched when the part nears the viewport.
// When that chunk fails (a new release), the page reloads or says so (effects/chunk-errors.ts) and
// Vite's loader gives no module: the footer stays as the server sent it rather than break the page.
const Footer = lazy(() =>
  import('./footer').then(
    (module: typeof import('./footer') | undefined) =>
      module ? { default: module.Footer } : keepServerHtml(),
    keepServerHtml,
  ),
);

const messages = defineMessages({
  skipToContent: {
    id: 'shell.skipToContent',
    defaultMessage: 'Skip to main content',
    description:
      "First link of every page, shown when reached with the keyboard: jumps past the header to the page's content",
  },
});

/** The chrome around every page: the sample-content notice (when on), a phone's language link, header and menu, the page, the footer and the notification area. */
export function Layout({ sections, children }: { sections: NavSection[]; children?: React.ReactNode }) {
  const intl = useIntl();
  const navigation = useNavigation();
  const background = usePageBackground();
  // While the next route's code loads, show its skeleton rather than the previous page (docs/behaviour.md §4).
  const switching = navigation.state === 'loading' && navigation.location !== undefined;
  // Below the page: plain links until hydrated near the viewport. One element for good, so a
  // re-render of the chrome (a navigation starting) never reaches it before it is hydrated.
  const footer = useMemo(
    () => (
      // No boundary of its own: the part's (HydrateWhenVisible) waits for the code too, so a click
      // held until the part hydrates is made again once the footer can answer it.
      <HydrateWhenVisible>
        <Footer />
      </HydrateWhenVisible>
    ),
    [],
  );
  return (
    <LinkProvider component={RouterLink}>
      <div className={styles.shell}>
        <SkipLink href="#main">{intl.formatMessage(messages.skipToContent)}</SkipLink>
        <SampleContentNotice />
        <LanguageBar />
        <Header sections={sections} />
        <main
          id="main"
          tabIndex={-1}
          className={styles.main}
          style={{ backgroundColor: background }}
          aria-busy={switching || undefined}
        >
          {switching ? <PageLoading /> : (children ?? <Outlet />)}
        </main>
        {footer}
        <NotificationArea />
      </div>
      <ScrollRestoration storageKey={scrollPositionsItem.key} />
      <RouteEffects />
    </LinkProvider>
  );
}
