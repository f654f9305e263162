import type { Locale } from '@site/shared-server-contract';
import type { Redis } from 'ioredis';

export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof vitalNames)[number];

/** One page view's measurements, without anything that says who sent them. */
export type VitalsSample = { route: string; lang: Locale; values: Partial<Record<VitalName, number>> };
export type VitalsFigure = { route: string; lang: string; metric: string; p75: number; samples: number };

export type VitalsStore = {
  add(sample: VitalsSample): Promise<void>;
  figures(): Promise<VitalsFigure[]>;
};

/** The p75 of each series is taken over its latest page views. */
const windowSize = 500;
const prefix = 'site:vitals:';
const keysKey = `${prefix}keys`;
/** A series no page view fed for a week disappears (a removed page). */
const seriesTtlSeconds = 7 * 24 * 3600;

/** The 75th percentile by nearest rank, as CrUX reports it. */
export function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? 0;
}

const seriesKeys = ({ route, lang, values }: VitalsSample) =>
  Object.entries(values).map(([metric, value]) => ({ key: `${prefix}${lang}:${metric}:${route}`, value }));

function figure(key: string, values: number[]): VitalsFigure {
  const [lang = '', metric = '', ...route] = key.slice(prefix.length).split(':');
  return { route: route.join(':'), lang, metric, p75: p75(values), samples: values.length };
}

/**
 * Measurements by series (route template × language × metric), the latest `windowSize` of each:
 * in Redis when it answers, so every instance adds to and reports the same figures; in this
 * process's memory otherwise.
 */
export function createVitalsStore(redis: Redis | null): VitalsStore {
  const local = new Map<string, number[]>();
  const shared = () => (redis?.status === 'ready' ? redis : null);
  return {
    async add(sample) {
      const client = shared();
      if (!client) {
        for (const { key, value } of seriesKeys(sample)) {
          const series = local.get(key) ?? [];
          series.push(value);
          local.set(key, series.slice(-windowSize));
        }
        return;
      }
      const batch = client.multi();
      for (const { key, value } of seriesKeys(sample))
        batch
          .lpush(key, String(value))
          .ltrim(key, 0, windowSize - 1)
          .expire(key, seriesTtlSeconds)
          .sadd(keysKey, key);
      await batch.exec();
    },
    async figures() {
      const client = shared();
      if (!client) return [...local].map(([key, values]) => figure(key, values));
      const keys = await client.smembers(keysKey);
      const lists = await Promise.all(keys.map((key) => client.lrange(key, 0, -1)));
      const gone = keys.filter((_, n) => lists[n]?.length === 0);
      if (gone.length > 0) await client.srem(keysKey, ...gone);
      return keys.flatMap((key, n) => (lists[n]?.length ? [figure(key, lists[n].map(Number))] : []));
    },
  };
}
