import { delay, http, HttpResponse } from 'msw';

export type SubmissionOutcome =
  | { kind: 'success'; reference?: string }
  | { kind: 'fields'; errors: { path: (string | number)[]; message: string }[] }
  | { kind: 'status'; status: number }
  | { kind: 'offline' }
  | { kind: 'slow'; ms: number; reference?: string };

/** Request bodies the fake CMS received, for assertions (payload names, normalised phones, count). */
export type SubmissionLog = { bodies: { data: Record<string, unknown> }[] };

/** A fake create endpoint of the CMS's form types (`/api/<collection>` on any origin), answering as `outcome`. */
export function submissionHandler(
  collection: string,
  outcome: SubmissionOutcome,
  log: SubmissionLog = { bodies: [] },
) {
  return http.post(`*/api/${collection}`, async ({ request }) => {
    log.bodies.push((await request.json()) as SubmissionLog['bodies'][number]);
    switch (outcome.kind) {
      case 'success':
        return HttpResponse.json({ data: { reference: outcome.reference ?? 'VF-2026-AB12CD' } });
      case 'slow':
        await delay(outcome.ms);
        return HttpResponse.json({ data: { reference: outcome.reference ?? 'VF-2026-AB12CD' } });
      case 'fields':
        return HttpResponse.json(
          {
            data: null,
            error: {
              status: 400,
              name: 'ValidationError',
              message: 'invalid',
              details: { errors: outcome.errors },
            },
          },
          { status: 400 },
        );
      case 'status':
        return HttpResponse.json(
          { data: null, error: { status: outcome.status, name: 'Error', message: 'failed' } },
          { status: outcome.status },
        );
      case 'offline':
        return HttpResponse.error();
    }
  });
}
