import { useRead } from '@site/shared-content';
import { useLanguage } from '@site/shared-i18n';
import { useRouteHandle } from '@site/shared-routing';
import { useParams } from 'react-router';

/**
 * The entry of the current detail route, read with exactly the arguments its loader used (one read
 * per entry). `T` is the collection's entry type; the content API checked its id and title.
 */
export function useDetailItem<T>() {
  const { id = '' } = useParams();
  const { locale } = useLanguage();
  const { detail = '' } = useRouteHandle();
  const result = useRead('getItem', { collection: detail, id, locale });
  return { ...result, data: result.data as T | undefined };
}
