// Fixed-window counters for the form limits. With REDIS_URL the counts live in Redis, shared by every
// CMS instance; without it, or while Redis does not answer, in this process (logged once per outage:
// a Redis failure never fails a submission).
const Redis = require('ioredis');

/** Counts in this process; the map is swept when it grows, so rotating keys cannot exhaust memory. */
function memoryCounter() {
  const windows = new Map(); // key → { start, count }
  return {
    async hit(key, windowMs, now) {
      let entry = windows.get(key);
      if (!entry || now - entry.start >= windowMs) {
        entry = { start: now, count: 0 };
        windows.set(key, entry);
        if (windows.size > 10_000)
          for (const [k, e] of windows) if (now - e.start >= windowMs) windows.delete(k);
      }
      entry.count += 1;
      return { count: entry.count, resetMs: entry.start + windowMs - now };
    },
  };
}

// INCR and the window's expiry in one step, so a crash between them cannot leave a key without TTL.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

function redisCounter(url) {
  const client = new Redis(url, {
    // Never queue or retry a command while Redis is away: the caller counts in memory instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
  });
  client.defineCommand('formHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  return {
    client,
    async hit(key, windowMs) {
      const [count, ttl] = await client.formHit(`cms:form-limit:${key}`, windowMs);
      return { count: Number(count), resetMs: Number(ttl) };
    },
  };
}

/**
 * → { hit(key, limit, windowMs) → { allowed, retryAfterSeconds }, ready(), close() }.
 * `log` needs `warn` and `info`; `now` is injectable for tests.
 */
function createLimiter({ redisUrl, log, now = () => Date.now() }) {
  const memory = memoryCounter();
  const shared = redisUrl ? redisCounter(redisUrl) : null;
  let degraded = false;
  const degrade = (reason) => {
    if (degraded) return;
    degraded = true;
    log.warn(`form limits: Redis unavailable (${reason}); counting in this process only until it is back`);
  };
  const recovered = () => {
    degraded = false;
    log.info('form limits: Redis is back; counts are shared again');
  };
  if (shared) {
    shared.client.on('error', (error) => degrade(error.message));
    shared.client.on('ready', () => {
      if (degraded) recovered();
    });
  }
  async function count(key, windowMs) {
    if (shared && shared.client.status === 'ready') {
      try {
        const counted = await shared.hit(key, windowMs);
        // A timed-out command marks an outage without a reconnect; the next answer ends it.
        if (degraded) recovered();
        return counted;
      } catch (error) {
        degrade(error.message);
      }
    } else if (shared) degrade(`connection ${shared.client.status}`);
    return memory.hit(key, windowMs, now());
  }
  return {
    async hit(key, limit, windowMs) {
      const { count: n, resetMs } = await count(key, windowMs);
      return { allowed: n <= limit, retryAfterSeconds: Math.max(1, Math.ceil(resetMs / 1000)) };
    },
    /** Resolves once Redis is connected (at once without Redis). */
    ready: () =>
      !shared || shared.client.status === 'ready'
        ? Promise.resolve()
        : new Promise((resolve) => shared.client.once('ready', resolve)),
    close: () => shared?.client.disconnect(),
  };
}

module.exports = { createLimiter };
