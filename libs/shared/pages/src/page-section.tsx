import { useLoadedQuery } from '@site/shared-content';
import { useLanguage } from '@site/shared-i18n';
import type { RouteHandle } from '@site/shared-routing';
import { PageBody } from './page-body';

export type PageSectionProps = { name: string; handle: RouteHandle };

/**
 * An extra single type shown below a page (e.g. the device FAQ under a device), read by the route's
 * loader through its domain's page endpoint. Quiet when it fails.
 */
export function PageSection({ name, handle }: PageSectionProps) {
  const { locale } = useLanguage();
  if (!handle.pageEndpoint) throw new Error(`The route "${handle.name}" reads no CMS page.`);
  const { data } = useLoadedQuery(handle.pageEndpoint, { name, locale });
  return data ? <PageBody content={data} handle={handle} isSection /> : null;
}
