import { selectBackgroundColor, useAppSelector } from '@site/shared-content';

/**
 * The background of the page being shown (the store's page slice): white from every route change,
 * then its CMS page's colour once the route's loader has read it (docs/behaviour.md §4). The server
 * renders the colour it read, and the browser starts from it.
 */
export function usePageBackground(): string {
  return useAppSelector(selectBackgroundColor);
}
