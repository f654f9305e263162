import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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

  override requestCompleted(_error: unknown, request: FastifyRequest, reply: FastifyReply) {
    this.answered += 1;
    if (this.every === 0 || this.answered % this.every !== 0) return;
    reply.log.info(
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) },
      'request completed',
    );
  }
}
