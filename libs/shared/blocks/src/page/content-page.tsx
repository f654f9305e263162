import { skipToken } from '@reduxjs/toolkit/query';
import { useGetPageQuery } from '@site/shared-content';
import { useLanguage } from '@site/shared-i18n';
import { useMemo } from 'react';
import { sharedBlocks, type BlockRegistry } from '../renderer/block-registry';
import { pageRequestFor } from '../routing/page-request';
import { PageBody } from './page-body';
import { PageError } from './page-errors';
import { PageLoading } from './page-loading';
import { PageSection } from './page-section';
import { useBackgroundColor } from './use-background-color';
import { useRouteHandles } from './use-route-handle';
import { useSidebarFilled } from './use-sidebar-filled';

export type ContentPageProps = {
  /** A domain's own blocks (forms, tools), added to the shared renderers. */
  blocks?: BlockRegistry;
};

/**
 * The page of a dynamic route: its CMS single type by route name, rendered through the block
 * renderers, with a skeleton while it loads (never the previous page's content) and an error
 * state with a retry when it fails.
 */
export function ContentPage({ blocks }: ContentPageProps) {
  const handles = useRouteHandles();
  const handle = handles.at(-1);
  const { locale } = useLanguage();
  const request = pageRequestFor(handles, useSidebarFilled(locale));
  const page = useGetPageQuery(request ? { name: request.name, locale, depth: request.depth } : skipToken);
  const registry = useMemo(() => ({ ...sharedBlocks, ...blocks }), [blocks]);
  useBackgroundColor(page.currentData?.backgroundColor);

  if (!request) return null;
  // `currentData` (not `data`): the previous page's content never shows while the next one loads.
  if (page.currentData) {
    return (
      <>
        <PageBody content={page.currentData} registry={registry} handle={handle} />
        {handle?.sections?.map((name) => (
          <PageSection key={name} name={name} registry={registry} />
        ))}
      </>
    );
  }
  if (page.isError) return <PageError onRetry={() => void page.refetch()} />;
  return <PageLoading />;
}
