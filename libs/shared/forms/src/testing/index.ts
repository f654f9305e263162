export { FormTestProviders, renderForm } from './form-test-providers';
export { describeFormEmbedBlock } from './form-embed-block-suite';
export type { FormTestProvidersProps, RenderFormOptions } from './form-test-providers';
export { formTicketHandler, submissionHandler } from './submission-handlers';
export type { SubmissionLog, SubmissionOutcome } from './submission-handlers';
export { fill, formUser } from './user-input';
export { answerThenReload } from './reload';
export { itResolvesTheSharedVectors, resolveForm } from './resolver-vectors';
export { formStories } from './form-stories';
