import { useGetPageQuery } from '@site/shared-content';
import { useLanguage } from '@site/shared-i18n';
import type { BlockRegistry } from '../renderer/block-registry';
import { PageBody } from './page-body';

/** An extra single type shown below a page (e.g. the device FAQ under a device). Quiet when it fails. */
export function PageSection({ name, registry }: { name: string; registry: BlockRegistry }) {
  const { locale } = useLanguage();
  const { currentData } = useGetPageQuery({ name, locale });
  return currentData ? <PageBody content={currentData} registry={registry} isSection /> : null;
}
