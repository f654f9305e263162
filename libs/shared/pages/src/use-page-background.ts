import { selectRead, useAppSelector } from '@site/shared-content';
import { useLanguage } from '@site/shared-i18n';
import { pageRequestFor, useRouteHandles } from '@site/shared-routing';
import { useSidebarFilled } from './use-sidebar-filled';

/** Default page background (docs/behaviour.md §9). */
export const defaultBackgroundColor = '#ffffff';

/**
 * The background of the page being shown: its CMS page's colour, else white. Derived, not stored:
 * a route change to a page without a colour is white again (docs/behaviour.md §4's reset), and the server renders
 * the same colour the browser shows.
 */
export function usePageBackground(): string {
  const handles = useRouteHandles();
  const { locale } = useLanguage();
  const request = pageRequestFor(handles, useSidebarFilled(locale));
  return useAppSelector((state) => {
    if (!request) return defaultBackgroundColor;
    const page = selectRead(state, 'getPage', { name: request.name, locale, depth: request.depth });
    return page?.data?.backgroundColor ?? defaultBackgroundColor;
  });
}
