import { contentApi } from '@site/shared-content';

export type SubmitFormArgs = { path: string; data: object };
export type SubmitFormResult = { reference: string };

/**
 * The create call of the CMS's form types, on the one content API (its base URL, cookies and
 * timeout). A mutation, so nothing is cached and a retry always reaches the server.
 */
export const formsApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    submitForm: build.mutation<SubmitFormResult, SubmitFormArgs>({
      query: ({ path, data }) => ({ url: path, method: 'POST', body: { data } }),
      transformResponse: (body: { data?: { reference?: unknown } }) => ({
        reference: typeof body?.data?.reference === 'string' ? body.data.reference : '',
      }),
    }),
  }),
});

export const { useSubmitFormMutation } = formsApi;
