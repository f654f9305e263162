import { useLoadedQuery, type ItemEndpoint } from '@site/shared-content';
import { useLanguage } from '@site/shared-i18n';
import { useParams } from 'react-router';

/**
 * The entry of the current detail route, read through its collection's entry endpoint with exactly
 * the arguments its loader used (one read per entry). `T` is the collection's entry type; the
 * content API checked its id and title.
 */
export function useDetailItem<T>(endpoint: ItemEndpoint) {
  const { id = '' } = useParams();
  const { locale } = useLanguage();
  const result = useLoadedQuery(endpoint, { id, locale });
  return { ...result, data: result.data as T | undefined };
}
