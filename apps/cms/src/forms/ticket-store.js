// The ids of the tickets that served a stored submission, until they expire: a ticket is good for
// one submission. With REDIS_URL in Redis (SET NX with the ticket's remaining life), shared by every
// CMS instance; without it, or while Redis does not answer, in this process (logged once per outage:
// a Redis failure never fails a submission).
const Redis = require('ioredis');
const { LRUCache } = require('lru-cache');

const MAX_REMEMBERED = 100_000;

/** → { claim(id, ttlMs) → true the first time an id is claimed, false after; ready(); close() } */
function createTicketStore({ redisUrl, log }) {
  const memory = new LRUCache({ max: MAX_REMEMBERED, ttlAutopurge: true });
  const claimHere = (id, ttlMs) => {
    if (memory.has(id)) return false;
    memory.set(id, true, { ttl: Math.max(1, ttlMs) });
    return true;
  };
  if (!redisUrl)
    return {
      claim: async (id, ttlMs) => claimHere(id, ttlMs),
      ready: () => Promise.resolve(),
      close: () => undefined,
    };

  const client = new Redis(redisUrl, {
    // Never queue or retry a command while Redis is away: the ids are remembered here instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
  });
  let degraded = false;
  const degrade = (reason) => {
    if (degraded) return;
    degraded = true;
    log.warn(`form tickets: Redis unavailable (${reason}); used tickets remembered in this process only`);
  };
  client.on('error', (error) => degrade(error.message));
  client.on('ready', () => (degraded = false));
  return {
    async claim(id, ttlMs) {
      if (client.status === 'ready') {
        try {
          const set = await client.set(`cms:form-ticket:${id}`, '1', 'PX', Math.max(1, ttlMs), 'NX');
          return set === 'OK' && claimHere(id, ttlMs);
        } catch (error) {
          degrade(error.message);
        }
      } else degrade(`connection ${client.status}`);
      return claimHere(id, ttlMs);
    },
    /** Resolves once Redis is connected. */
    ready: () =>
      client.status === 'ready' ? Promise.resolve() : new Promise((resolve) => client.once('ready', resolve)),
    close: () => client.disconnect(),
  };
}

module.exports = { createTicketStore };
