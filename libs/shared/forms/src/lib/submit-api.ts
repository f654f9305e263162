import { contentApi } from '@site/shared-content';

export type SubmitFormArgs = { path: string; data: object; ticket: string };
export type SubmitFormResult = { reference: string };
/** The timing ticket of a form (apps/cms/src/forms/ticket.js): sent back with the submission. */
export type FormTicket = { ticket: string; minMs: number; maxAgeMs: number };

const seconds = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

/**
 * The create call of the CMS's form types and their timing tickets, on the one content API (its base
 * URL, cookies and timeout). Mutations, so nothing is cached and a retry always reaches the server.
 */
export const formsApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    submitForm: build.mutation<SubmitFormResult, SubmitFormArgs>({
      query: ({ path, data, ticket }) => ({ url: path, method: 'POST', body: { data, ticket } }),
      transformResponse: (body: { data?: { reference?: unknown } }) => ({
        reference: typeof body?.data?.reference === 'string' ? body.data.reference : '',
      }),
      // A 429 says how long to wait in `Retry-After`, which RTK Query's error does not carry.
      transformErrorResponse: (error, meta) => {
        // The content API's base query is fetchBaseQuery, whose meta holds the response (its type says {}).
        const response = (meta as { response?: Response } | undefined)?.response;
        const wait = Number(response?.headers.get('Retry-After'));
        return Number.isFinite(wait) && wait > 0 ? { ...error, retryAfterSeconds: wait } : error;
      },
    }),
    issueFormTicket: build.mutation<FormTicket, { path: string }>({
      query: ({ path }) => ({ url: `${path}/ticket`, method: 'POST' }),
      transformResponse: (body: { data?: Record<string, unknown> }) => ({
        ticket: typeof body?.data?.['ticket'] === 'string' ? body.data['ticket'] : '',
        minMs: seconds(body?.data?.['minSeconds'], 0) * 1000,
        maxAgeMs: seconds(body?.data?.['maxAgeSeconds'], 3600) * 1000,
      }),
    }),
  }),
});

export const { useSubmitFormMutation } = formsApi;
