export { FormTestProviders, renderForm } from './form-test-providers';
export type { FormTestProvidersProps, RenderFormOptions } from './form-test-providers';
export { formTicketHandler, submissionHandler } from './submission-handlers';
export type { SubmissionLog, SubmissionOutcome } from './submission-handlers';
export { fill, formUser } from './user-input';
export { answerThenReload } from './reload';
export { formStoryDecorator } from './form-story-decorator';
export { itResolvesTheSharedVectors, resolveForm } from './resolver-vectors';
export { formStoryParameters } from './form-story-parameters';
