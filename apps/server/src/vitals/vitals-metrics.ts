import { Gauge, type Registry } from 'prom-client';
import type { VitalsFigure, VitalsStore } from './store.ts';

const labelNames = ['metric', 'route', 'lang'] as const;

/** The field figures beside the server's own: p75 and sample count per route template, language and metric. */
export function exposeVitals(registry: Registry, store: VitalsStore) {
  const gauge = (name: string, help: string, value: (figure: VitalsFigure) => number) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        for (const figure of await store.figures())
          this.set({ metric: figure.metric, route: figure.route, lang: figure.lang }, value(figure));
      },
    });
  gauge(
    'site_web_vitals_p75',
    'p75 of visitors’ Core Web Vitals (LCP, INP, FCP, TTFB in ms; CLS unitless)',
    (figure) => figure.p75,
  );
  gauge(
    'site_web_vitals_samples',
    'Page views the p75 is taken over (the latest 500 per series)',
    (figure) => figure.samples,
  );
}
