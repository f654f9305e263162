import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createRequire } from 'node:module';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result: Result | null) => void;
type Store = {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
};
type StoreCtor = new (...args: unknown[]) => Store;

// The plugin's own stores (CommonJS, not in its public exports map): one counting in Redis, one in memory.
const require = createRequire(import.meta.url);
const pluginDir = require.resolve('@fastify/rate-limit').replace(/index\.js$/, '');
const RedisStore = require(`${pluginDir}store/RedisStore.js`) as StoreCtor;
const LocalStore = require(`${pluginDir}store/LocalStore.js`) as StoreCtor;

/**
 * The rate-limit store: counts in Redis, shared by every instance, when Redis answers; in this
 * process's memory when it does not (logged once per outage), so a Redis outage never stops the forms.
 */
export function fallbackStore(redis: Redis | null, log: FastifyBaseLogger) {
  let warned = false;
  class FallbackStore implements Store {
    private readonly shared: Store | null;
    private readonly local: Store;
    constructor(shared: Store | null, local: Store) {
      this.shared = shared;
      this.local = local;
    }
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      if (!this.shared || redis?.status !== 'ready') return this.localIncr(key, callback, timeWindow, max);
      this.shared.incr(
        key,
        (error, result) =>
          error ? this.localIncr(key, callback, timeWindow, max, error) : callback(null, result),
        timeWindow,
        max,
      );
    }
    private localIncr(key: string, callback: Callback, timeWindow: number, max: number, error?: Error) {
      if (redis && !warned)
        log.warn({ err: error }, 'Redis unavailable: form limits count in this process only');
      warned = Boolean(redis);
      this.local.incr(key, callback, timeWindow, max);
    }
    child(routeOptions: unknown) {
      return new FallbackStore(this.shared?.child(routeOptions) ?? null, this.local.child(routeOptions));
    }
  }
  return class extends FallbackStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const { continueExceeding = false, exponentialBackoff = false } = options;
      super(
        redis ? new RedisStore(continueExceeding, exponentialBackoff, redis, 'site-form-limit-') : null,
        new LocalStore(continueExceeding, exponentialBackoff, 10_000),
      );
      redis?.on('ready', () => (warned = false));
    }
  };
}
