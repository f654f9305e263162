import { navigationMarkerItem } from '@site/shared-i18n';

/** Session-storage key set once the visitor has navigated within the site (docs/behaviour.md §4). */
export const navigationMarkerKey = navigationMarkerItem.key;

/** First load: forget any marker from an earlier visit in this tab. */
export function clearNavigationMarker(): void {
  try {
    sessionStorage.removeItem(navigationMarkerKey);
  } catch {
    // Storage may be unavailable; the marker is only a hint.
  }
}

/** A later navigation: mark that this page was reached from an earlier one. */
export function setNavigationMarker(): void {
  try {
    sessionStorage.setItem(navigationMarkerKey, '1');
  } catch {
    // as above
  }
}
