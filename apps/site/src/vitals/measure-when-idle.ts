/**
 * Field measurement starts once the page is interactive and the main thread idle: web-vitals is a
 * chunk of its own, so the page's first load carries nothing of it (its observers read the page's
 * buffered entries, so LCP, FCP, TTFB and CLS from before are still counted).
 */
export function measureWhenIdle(path: string) {
  const load = () =>
    void import('./report-vitals').then(({ reportVitals }) => reportVitals(path)).catch(() => undefined);
  // Safari has no idle callback: two seconds after the start instead.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load);
  else window.setTimeout(load, 2_000);
}
