import type { Page } from '@playwright/test';

/** What the page observer recorded about one notification element. */
export type NotificationRecord = {
  title: string;
  text: string;
  role: string;
  className: string;
  added: number;
  removed: number | null;
};

declare global {
  interface Window {
    __e2eNotifications?: NotificationRecord[];
  }
}

/**
 * Times every `.my-notification` from insertion to removal with the page's own clock, so the lifetime
 * check (docs/behaviour.md §4: duration 3000 + 2 × speed 300 ms) does not depend on the test runner's latency.
 */
export async function observeNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const records: NotificationRecord[] = [];
    const live = new Map<Element, NotificationRecord>();
    window.__e2eNotifications = records;
    const scan = () => {
      const now = performance.now();
      const current = new Set(document.querySelectorAll('.my-notification'));
      for (const element of current) {
        if (live.has(element)) continue;
        const record: NotificationRecord = {
          title: element.querySelector('.notification-title')?.textContent ?? '',
          text: element.querySelector('.notification-content')?.textContent ?? '',
          role: element.getAttribute('role') ?? '',
          className: element.className,
          added: now,
          removed: null,
        };
        live.set(element, record);
        records.push(record);
      }
      for (const [element, record] of live) {
        if (!current.has(element)) {
          record.removed = now;
          live.delete(element);
        }
      }
    };
    new MutationObserver(scan).observe(document, { childList: true, subtree: true });
  });
}

export const notificationRecords = (page: Page) => page.evaluate(() => window.__e2eNotifications ?? []);

/** docs/behaviour.md §4 defaults: removed after duration + 2 × speed. */
export const expectedLifetimeMs = 3000 + 2 * 300;
