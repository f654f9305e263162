import { formTicketHandler, submissionHandler, type SubmissionOutcome } from './submission-handlers';

/**
 * A form story's fake CMS: `collection` answers with `outcome`. Every form asks for a timing ticket
 * before it sends, so the ticket endpoint always comes with it.
 */
export function formStoryParameters(collection: string, outcome: SubmissionOutcome) {
  return { msw: { handlers: [formTicketHandler(), submissionHandler(collection, outcome)] } };
}
