import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Content changes (as page tags) delivered to every server instance. */
export type InvalidationBus = {
  publish(tags: string[]): Promise<void>;
  subscribe(listener: (tags: string[]) => void): void;
  /** Changes reach the other instances (Redis configured, connected and subscribed). */
  shared(): boolean;
  close(): Promise<void>;
};

const channel = 'site:content-changed';

/**
 * With `REDIS_URL`, a change published by one instance (the one the CMS webhook reached) reaches all
 * of them through Redis pub/sub, itself included. Without Redis, or while Redis is away, it is
 * applied locally only (logged): this instance still serves fresh pages.
 */
export function createInvalidationBus(redisUrl: string, log: FastifyBaseLogger): InvalidationBus {
  const listeners: ((tags: string[]) => void)[] = [];
  const deliver = (tags: string[]) => listeners.forEach((listener) => listener(tags));
  if (!redisUrl) {
    return {
      publish: async (tags) => deliver(tags),
      subscribe: (listener) => void listeners.push(listener),
      shared: () => false,
      close: async () => undefined,
    };
  }

  const options = { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  let warned = false;
  let subscribed = false;
  const onError = (error: Error) => {
    if (!warned) log.warn({ err: error }, 'Redis unavailable: content changes apply to this instance only');
    warned = true;
  };
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('ready', () => {
    warned = false;
    subscriber.subscribe(channel).then(() => (subscribed = true), onError);
  });
  subscriber.on('close', () => (subscribed = false));
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const tags = JSON.parse(message) as unknown;
      if (Array.isArray(tags) && tags.every((tag) => typeof tag === 'string')) deliver(tags);
    } catch {
      log.warn('ignored a malformed content-change message');
    }
  });

  return {
    async publish(tags) {
      try {
        if (publisher.status !== 'ready') throw new Error(`Redis is ${publisher.status}`);
        await publisher.publish(channel, JSON.stringify(tags));
      } catch (error) {
        onError(error as Error);
        deliver(tags);
      }
    },
    subscribe: (listener) => void listeners.push(listener),
    shared: () => subscribed && publisher.status === 'ready',
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
