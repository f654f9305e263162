import type { FastifyBaseLogger } from 'fastify';
import pRetry from 'p-retry';

/**
 * Warms the page cache, and until the CMS answers tries again (p-retry: after 2 s, then twice as long
 * each time up to 30 s, for ever): `/readyz` says not ready meanwhile, pages still render on demand.
 */
export function warmUntilDone(
  warm: () => Promise<void>,
  log: FastifyBaseLogger,
  delays = { first: 2_000, most: 30_000 },
): Promise<void> {
  return pRetry(warm, {
    retries: Number.POSITIVE_INFINITY,
    minTimeout: delays.first,
    maxTimeout: delays.most,
    onFailedAttempt: ({ error, attemptNumber, retryDelay }) =>
      log.warn(
        { err: error, attempt: attemptNumber, retryInMs: retryDelay },
        'cache warm-up failed; retrying',
      ),
  });
}
