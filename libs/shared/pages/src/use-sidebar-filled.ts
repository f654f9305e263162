import { contentApi, useAppSelector } from '@site/shared-content';
import type { Locale } from '@site/shared-i18n';

/** Whether the chrome's sidebar content is already in the store for this language. */
export function useSidebarFilled(locale: Locale): boolean {
  return useAppSelector(
    (state) => contentApi.endpoints.getSidebar.select({ locale })(state).data !== undefined,
  );
}
