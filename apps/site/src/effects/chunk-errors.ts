import { chunkReloadItem } from '@site/shared-i18n';
import type { NotificationStore } from '@site/shared-notifications';

const reloadKey = chunkReloadItem.key;

/** Failed chunk or stylesheet loads after a new release: the page asks for files that no longer exist. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Unable to preload CSS|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    message,
  );
}

/**
 * Reloads once to pick up the new release; if it fails again, notifies instead of leaving a blank
 * page. Returns true when a reload was started.
 */
export function recoverFromChunkError(
  error: unknown,
  notify: (text: string) => void,
  reload: () => void = () => window.location.reload(),
): boolean {
  let reloaded = false;
  try {
    reloaded = sessionStorage.getItem(reloadKey) === '1';
    if (!reloaded) sessionStorage.setItem(reloadKey, '1');
  } catch {
    reloaded = true; // without storage we cannot tell: never loop
  }
  if (!reloaded) {
    reload();
    return true;
  }
  notify(error instanceof Error ? error.message : String(error));
  return false;
}

/** After a healthy start, allow one reload again for the next release. */
export function forgetChunkReload(): void {
  try {
    sessionStorage.removeItem(reloadKey);
  } catch {
    // nothing to forget
  }
}

/**
 * Vite's `vite:preloadError` (raised for "Unable to preload CSS for {url}" and failed chunks). When a
 * reload is started the error is swallowed (the page is going away); otherwise it propagates so the
 * route shows its error state, and the visitor is notified.
 */
export function listenForPreloadErrors(
  notifications: NotificationStore,
  title: () => string,
  reload?: () => void,
): () => void {
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    const reloading = recoverFromChunkError(
      payload,
      (text) => notifications.notify({ title: title(), text, type: 'error', group: 'chunks' }),
      reload,
    );
    if (reloading) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
