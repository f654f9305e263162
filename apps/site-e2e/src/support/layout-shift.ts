import type { Page } from '@playwright/test';

type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };

/** The layout shift of the page so far (the entries Chromium buffered), and what moved. */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            total += entry.value;
            for (const { node } of entry.sources)
              moved.push(node instanceof Element ? node.outerHTML.slice(0, 160) : String(node?.nodeName));
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ total, moved })));
      }),
  );
