import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import type { PageArgs } from '@site/shared-content';
import { useLanguage } from '@site/shared-i18n';
import { pageRequestFor, useRouteHandles } from '@site/shared-routing';
import { useSidebarFilled } from './use-sidebar-filled';

/**
 * The arguments of the route's page read, for its domain's page endpoint: the ones its loader used
 * (`pageRequestFor`), or `skipToken` when the route reads no page (a pass-through route once the
 * sidebar is filled).
 */
export function usePageArgs(): PageArgs | SkipToken {
  const { locale } = useLanguage();
  const request = pageRequestFor(useRouteHandles(), useSidebarFilled(locale));
  return request ? { name: request.name, locale, depth: request.depth } : skipToken;
}
