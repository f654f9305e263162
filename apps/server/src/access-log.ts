import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's request log, sampled: one line per answered request (method, path without query, client
 * address, status, time) for a share of them (`ACCESS_LOG_SAMPLE`). Failures are logged where they
 * happen (the error handler, a failed render), never once per shed or refused request. Two lines for
 * every request cost the cached path a fifth of its speed (docs/measurements.md).
 */
export class SampledAccessLog extends LogController {
  private answered = 0;
  private readonly every: number;

  constructor(sample: number) {
    super();
    this.every = sample > 0 ? Math.round(1 / sample) : 0;
  }

  /** No line when a request arrives: the one when it is answered says all. */
  override incomingRequest(): void {
    return undefined;
  }

  /** This answer is one the log records (one in `1 / sample`). */
  private sampled(): boolean {
    this.answered += 1;
    return this.every > 0 && this.answered % this.every === 0;
  }

  override requestCompleted(_error: unknown, request: FastifyRequest, reply: FastifyReply) {
    if (!this.sampled()) return;
    reply.log.info(
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) },
      'request completed',
    );
  }

  /** A cached page answered before Fastify (before-fastify.ts), in the same sample and shape. */
  cachedAnswer(log: FastifyBaseLogger, id: string, request: IncomingMessage) {
    if (!this.sampled()) return;
    const req = { method: request.method, url: request.url, ip: request.socket.remoteAddress };
    log.info({ reqId: id, req, res: { statusCode: 200 }, responseTime: 0 }, 'request completed');
  }
}
