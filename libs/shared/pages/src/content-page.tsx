import { contentApi, isNotFound, useLoadedQuery, type ContentError } from '@site/shared-content';
import { skipToken } from '@reduxjs/toolkit/query';
import { useLanguage } from '@site/shared-i18n';
import { pageRequestFor, useRouteHandles } from '@site/shared-routing';
import { PageBody } from './page-body';
import { PageError, PagePreparing } from './page-errors';
import { PageLoading } from './page-loading';
import { PageSection } from './page-section';
import { useSidebarFilled } from './use-sidebar-filled';

/**
 * The page of a dynamic route: its CMS single type by route name (read by the route's loader),
 * rendered through its domain's block renderers, an error state with a retry when the read failed,
 * "being prepared" when the CMS has not published it, and a skeleton while a retry runs (never the
 * previous page's content).
 */
export function ContentPage() {
  const handles = useRouteHandles();
  const handle = handles.at(-1);
  const { locale } = useLanguage();
  const request = pageRequestFor(handles, useSidebarFilled(locale));
  const page = useLoadedQuery(
    contentApi.endpoints.getPage,
    request ? { name: request.name, locale, depth: request.depth } : skipToken,
  );

  if (!request || !handle) return null;
  // The read of this page's arguments: the previous page's content never shows while the next one loads.
  if (page.data) {
    return (
      <>
        <PageBody content={page.data} handle={handle} />
        {handle.sections?.map((name) => (
          <PageSection key={name} name={name} handle={handle} />
        ))}
      </>
    );
  }
  if (page.isError && isNotFound(page.error as ContentError)) return <PagePreparing />;
  if (page.isError) return <PageError onRetry={page.retry} />;
  return <PageLoading />;
}
