import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** So many points per key and window: `take` spends one, `giveBack` returns one (a refused form post). */
export type Budget = { take(key: string): Promise<Verdict>; giveBack(key: string): Promise<void> };

export type Budgets = (name: string, points: number, windowMs: number) => Budget;

/**
 * The server's budgets (rate-limiter-flexible): counted in Redis, shared by every instance, while it
 * answers; in this process's memory while it does not (the library's insurance limiter, logged once
 * per outage), so a Redis outage never stops a visitor. 0 points: no limit.
 */
export function createBudgets(redis: Redis | null, log: FastifyBaseLogger): Budgets {
  let warned = false;
  redis?.on('ready', () => (warned = false));
  const degraded = () => {
    if (!redis || redis.status === 'ready' || warned) return;
    warned = true;
    log.warn('Redis unavailable: limits count in this process only');
  };
  return (name, points, windowMs) => {
    if (points <= 0) return { take: async () => ({ ok: true }), giveBack: async () => undefined };
    const duration = Math.max(1, Math.ceil(windowMs / 1000));
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration });
    const limiter = redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `site-limit:${name}`,
          points,
          duration,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
    return {
      async take(key) {
        degraded();
        try {
          await limiter.consume(key);
          return { ok: true };
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
        }
      },
      async giveBack(key) {
        await limiter.reward(key);
      },
    };
  };
}
