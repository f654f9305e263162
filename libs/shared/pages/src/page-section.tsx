import { contentApi, useLoadedQuery } from '@site/shared-content';
import { useLanguage } from '@site/shared-i18n';
import type { RouteHandle } from '@site/shared-routing';
import { PageBody } from './page-body';

export type PageSectionProps = { name: string; handle: RouteHandle };

/** An extra single type shown below a page (e.g. the device FAQ under a device). Quiet when it fails. */
export function PageSection({ name, handle }: PageSectionProps) {
  const { locale } = useLanguage();
  const { data } = useLoadedQuery(contentApi.endpoints.getPage, { name, locale });
  return data ? <PageBody content={data} handle={handle} isSection /> : null;
}
