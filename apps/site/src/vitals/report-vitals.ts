import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

export type VitalsBeacon = { path: string; metrics: Partial<Record<Metric['name'], number>> };

const sendBeacon = (body: string) => navigator.sendBeacon('/_vitals', body);

/**
 * Sends this page view's Core Web Vitals to the site's server once, when the page is first hidden
 * (the visitor leaves, closes it or switches away): by then web-vitals has settled LCP, CLS and INP.
 * Only the figures and the page's path go: no identifier, no cookie (the server keeps no address).
 * A string body is sent as text/plain, a type a beacon may carry without a preflight.
 */
export function reportVitals(path: string, send: (body: string) => void = sendBeacon) {
  const metrics: VitalsBeacon['metrics'] = {};
  const keep = (metric: Metric) => {
    metrics[metric.name] = metric.name === 'CLS' ? Number(metric.value.toFixed(4)) : Math.round(metric.value);
  };
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(keep);
  // Registered after web-vitals' own listeners (which capture), so it reads what they report.
  const flush = () => {
    if (document.visibilityState !== 'hidden' || Object.keys(metrics).length === 0) return;
    window.removeEventListener('visibilitychange', flush);
    send(JSON.stringify({ path, metrics } satisfies VitalsBeacon));
  };
  window.addEventListener('visibilitychange', flush);
}
