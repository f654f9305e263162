import type { CollectionEmbedBlock, ListArgs } from '@site/shared-content';
import { useLanguage } from '@site/shared-i18n';
import { collectionEmbedArgs } from './reads';
import { usePageParam } from './use-page-param';

/** The arguments of a list's read in its block: the ones its loader used (`listReads`). */
export function useListArgs(block: CollectionEmbedBlock): ListArgs {
  const { locale } = useLanguage();
  const { search } = usePageParam();
  return collectionEmbedArgs(block, { locale, search });
}
