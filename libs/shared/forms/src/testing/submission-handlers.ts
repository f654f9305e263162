import { delay, http, HttpResponse } from 'msw';

export type SubmissionOutcome =
  | { kind: 'success'; reference?: string }
  | { kind: 'fields'; errors: { path: (string | number)[]; message: string }[] }
  | { kind: 'status'; status: number }
  /** A 429 as the CMS answers it (`details.retryAfterSeconds`) or the site's own server (header only). */
  | { kind: 'rate-limited'; by: 'cms' | 'server'; retryAfterSeconds: number }
  /** The CMS refused the timing ticket (or a CAPTCHA). */
  | { kind: 'refused' }
  | { kind: 'offline' }
  | { kind: 'slow'; ms: number; reference?: string };

/** Request bodies the fake CMS received, for assertions (payload names, normalised phones, count, ticket). */
export type SubmissionLog = { bodies: { data: Record<string, unknown>; ticket?: unknown }[] };

const problem = (status: number, name: string, extra: object = {}) => ({
  data: null,
  error: { status, name, message: 'failed', ...extra },
});

function answer(outcome: SubmissionOutcome) {
  switch (outcome.kind) {
    case 'success':
      return HttpResponse.json({ data: { reference: outcome.reference ?? 'VF-2026-AB12CD' } });
    case 'fields':
      return HttpResponse.json(problem(400, 'ValidationError', { details: { errors: outcome.errors } }), {
        status: 400,
      });
    case 'status':
      return HttpResponse.json(problem(outcome.status, 'Error'), { status: outcome.status });
    case 'rate-limited': {
      const headers = { 'Retry-After': String(outcome.retryAfterSeconds) };
      const body =
        outcome.by === 'cms'
          ? problem(429, 'RateLimitError', { details: { retryAfterSeconds: outcome.retryAfterSeconds } })
          : { error: { status: 429, name: 'RateLimitError', message: 'Too many submissions' } };
      return HttpResponse.json(body, { status: 429, headers });
    }
    case 'refused':
      return HttpResponse.json(problem(400, 'SubmissionRefused'), { status: 400 });
    case 'offline':
      return HttpResponse.error();
    case 'slow':
      return HttpResponse.json({ data: { reference: outcome.reference ?? 'VF-2026-AB12CD' } });
  }
}

/**
 * A fake create endpoint of the CMS's form types (`/api/<collection>` on any origin). With a list of
 * outcomes, the n-th request gets the n-th (the last one repeats): a refusal, then a success.
 */
export function submissionHandler(
  collection: string,
  outcome: SubmissionOutcome | SubmissionOutcome[],
  log: SubmissionLog = { bodies: [] },
) {
  const outcomes = Array.isArray(outcome) ? outcome : [outcome];
  return http.post(`*/api/${collection}`, async ({ request }) => {
    log.bodies.push((await request.json()) as SubmissionLog['bodies'][number]);
    const current = outcomes[Math.min(log.bodies.length, outcomes.length) - 1] ?? { kind: 'offline' };
    if (current.kind === 'slow') await delay(current.ms);
    return answer(current);
  });
}

/**
 * The CMS's timing tickets (`POST /api/<collection>/ticket`) for every form: `ticket-1`, `ticket-2`…
 * `minSeconds` 0 unless a test is about the wait.
 */
export function formTicketHandler({ minSeconds = 0 }: { minSeconds?: number } = {}) {
  let issued = 0;
  return http.post('*/api/:collection/ticket', () => {
    issued += 1;
    return HttpResponse.json({ data: { ticket: `ticket-${issued}`, minSeconds, maxAgeSeconds: 86_400 } });
  });
}
