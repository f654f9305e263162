import { isNotFound, type ContentError, type PageContent } from '@site/shared-content';
import { useRouteHandle } from '@site/shared-routing';
import { PageBody } from './page-body';
import { PageError, PagePreparing } from './page-errors';
import { PageLoading } from './page-loading';
import { PageSection } from './page-section';

export type ContentPageProps = {
  /** The route's page as its domain's hook returns it (`usePageArgs`: the read its loader made). */
  page: { data?: PageContent; isError: boolean; error?: unknown; retry: () => void; skipped: boolean };
};

/**
 * The page of a dynamic route: its CMS single type, rendered through its domain's block renderers
 * with its sections below, an error state with a retry when the read failed, "being prepared" when
 * the CMS has not published it, and a skeleton while a retry runs (never the previous page's content).
 */
export function ContentPage({ page }: ContentPageProps) {
  const handle = useRouteHandle();
  if (page.skipped) return null;
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
