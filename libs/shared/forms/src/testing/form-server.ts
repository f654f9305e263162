import { setupServer } from 'msw/node';
import {
  formTicketHandler,
  submissionHandler,
  type SubmissionLog,
  type SubmissionOutcome,
} from './submission-handlers';

/**
 * The fake CMS of a form's spec file (Node only, hence its own entry): tickets answered, any other
 * request an error. `answer(outcome)` sets what the form's create endpoint answers next and returns
 * the log of what it received (or adds to `log`). Call once, at the top of the file.
 */
export function setupFormServer(collection: string) {
  const server = setupServer(formTicketHandler());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    answer(outcome: SubmissionOutcome | SubmissionOutcome[], log: SubmissionLog = { bodies: [] }) {
      server.use(submissionHandler(collection, outcome, log));
      return log;
    },
  };
}
