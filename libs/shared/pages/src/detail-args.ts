import type { ItemArgs } from '@site/shared-content';
import { useLanguage } from '@site/shared-i18n';
import { useParams } from 'react-router';

/** The entry of the current detail route, as its domain's entry endpoint is asked: the loader's arguments. */
export function useDetailArgs(): ItemArgs {
  const { id = '' } = useParams();
  const { locale } = useLanguage();
  return { id, locale };
}
