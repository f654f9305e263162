import { createNotificationStore } from '@site/shared-notifications';
import { isChunkLoadError, listenForPreloadErrors } from './chunk-errors';

function preloadError(url: string) {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload: Error };
  event.payload = new Error(`Unable to preload CSS for ${url}`);
  window.dispatchEvent(event);
  return event;
}

describe('failed stylesheet or chunk preload (behaviour §8)', () => {
  it('reloads once, then notifies instead of reloading again', () => {
    const notifications = createNotificationStore();
    const reload = vi.fn();
    const stop = listenForPreloadErrors(notifications, () => 'Error', reload);

    const first = preloadError('/assets/mpesa-page-abc.css');
    expect(first.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(notifications.getSnapshot()).toHaveLength(0);

    const second = preloadError('/assets/mpesa-page-abc.css');
    expect(second.defaultPrevented).toBe(false); // propagates: the route shows its error state
    expect(reload).toHaveBeenCalledTimes(1);
    expect(notifications.getSnapshot()).toEqual([
      expect.objectContaining({
        title: 'Error',
        text: 'Unable to preload CSS for /assets/mpesa-page-abc.css',
        type: 'error',
      }),
    ]);
    stop();
  });

  it('recognises chunk failures of the browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
