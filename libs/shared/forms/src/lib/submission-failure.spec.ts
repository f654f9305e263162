import { classifySubmissionError, fieldIssues, isRefusal } from './submission-failure';

const validation = {
  status: 400,
  data: {
    error: {
      status: 400,
      name: 'ValidationError',
      message: '2 errors occurred',
      details: {
        errors: [
          { path: ['applicants', 1, 'email'], message: 'invalid_email' },
          { path: ['msisdn'], message: 'invalid_phone' },
        ],
      },
    },
  },
} as const;

describe('classifySubmissionError', () => {
  it('maps a 400 with details to field issues named as react-hook-form names them', () => {
    expect(classifySubmissionError(validation)).toEqual({
      kind: 'fields',
      issues: [
        { name: 'applicants.1.email', code: 'invalid_email' },
        { name: 'msisdn', code: 'invalid_phone' },
      ],
    });
  });

  it('treats a 4xx without field details as rejected', () => {
    expect(classifySubmissionError({ status: 403, data: { error: { status: 403 } } })).toEqual({
      kind: 'rejected',
    });
  });

  it('recognises too many submissions, with the wait from Retry-After or the body', () => {
    expect(classifySubmissionError({ status: 429, data: {} })).toEqual({ kind: 'rate-limited' });
    expect(classifySubmissionError({ status: 429, data: {}, retryAfterSeconds: 120 })).toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: 120,
    });
    const cms = { error: { status: 429, name: 'RateLimitError', details: { retryAfterSeconds: 60 } } };
    expect(classifySubmissionError({ status: 429, data: cms })).toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: 60,
    });
  });

  it('tells a body too large (413) from one the site should not have sent (415)', () => {
    expect(classifySubmissionError({ status: 413, data: {} })).toEqual({ kind: 'too-large' });
    expect(classifySubmissionError({ status: 415, data: {} })).toEqual({ kind: 'server' });
  });

  it('recognises a refused ticket, which the form retries once', () => {
    const refused = { status: 400, data: { data: null, error: { status: 400, name: 'SubmissionRefused' } } };
    expect(isRefusal(refused)).toBe(true);
    expect(isRefusal(validation)).toBe(false);
    expect(classifySubmissionError(refused)).toEqual({ kind: 'rejected' });
  });

  it('recognises server failures, also behind an HTML error page', () => {
    expect(classifySubmissionError({ status: 503, data: {} })).toEqual({ kind: 'server' });
    expect(
      classifySubmissionError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }),
    ).toEqual({ kind: 'server' });
    expect(classifySubmissionError({ name: 'Error', message: 'boom' })).toEqual({ kind: 'server' });
  });

  it('recognises offline and timeout', () => {
    expect(classifySubmissionError({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual({
      kind: 'offline',
    });
    expect(classifySubmissionError({ status: 503, data: {} }, false)).toEqual({ kind: 'offline' });
    expect(classifySubmissionError({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toEqual({
      kind: 'timeout',
    });
  });
});

describe('fieldIssues', () => {
  it('skips malformed entries and names a pathless error root.server', () => {
    const body = {
      error: { details: { errors: [{ path: [], message: 'required' }, 'oops', { message: 'x' }] } },
    };
    expect(fieldIssues(body)).toEqual([{ name: 'root.server', code: 'required' }]);
    expect(fieldIssues('nope')).toEqual([]);
  });
});
