import type { ErrorCode } from '@site/form-rules';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { SubmissionFailure } from './submission-failure';

/** What every form reads out of its own texts: its name, what follows a success, its fields' labels. */
export type FormTexts = {
  /** Names the form for screen readers. */
  label: MessageDescriptor;
  /** What the organisation does with a submission, below the success message. */
  successNext: MessageDescriptor;
  /** The label of each field by its name (`applicants.email` for a list's), for the error summary. */
  fields: Readonly<Record<string, MessageDescriptor>>;
};

/** The message of each validation code the shared rules give (the browser's and the server's alike). */
export const fieldErrorMessages = defineMessages({
  required: {
    id: 'shared.forms.error.required',
    defaultMessage: 'Please fill in this field.',
    description: 'Error under a required form field left empty, and in the list of answers to correct',
  },
  too_long: {
    id: 'shared.forms.error.too_long',
    defaultMessage: 'This answer is too long.',
    description: 'Error under a form field whose answer is longer than allowed',
  },
  invalid_email: {
    id: 'shared.forms.error.invalid_email',
    defaultMessage: 'Enter a valid email address, like name@example.com.',
    description: 'Error under an email field; keep the example address as it is',
  },
  invalid_phone: {
    id: 'shared.forms.error.invalid_phone',
    defaultMessage: 'Enter a Tanzanian phone number: +255 or 0 followed by 9 digits.',
    description: 'Error under a phone number field; keep +255 and the digits as they are',
  },
  invalid_number: {
    id: 'shared.forms.error.invalid_number',
    defaultMessage: 'Enter a valid number.',
    description: 'Error under a number field (team size, cost) holding something else',
  },
  not_whole_number: {
    id: 'shared.forms.error.not_whole_number',
    defaultMessage: 'Enter a whole number, without decimals.',
    description: 'Error under a number field that takes whole numbers only (months, people)',
  },
  min_applicants: {
    id: 'shared.forms.error.min_applicants',
    defaultMessage: 'Add at least 2 applicants.',
    description: 'Error over the list of applicants of the foundation application when it has fewer than two',
  },
  invalid_choice: {
    id: 'shared.forms.error.invalid_choice',
    defaultMessage: 'Choose one of the options.',
    description: 'Error under a list box of a form with nothing or something unknown chosen',
  },
  consent_required: {
    id: 'shared.forms.error.consent_required',
    defaultMessage: 'Tick the box to give your consent.',
    description: 'Error under the consent tick box of a form left unticked',
  },
  invalid_url: {
    id: 'shared.forms.error.invalid_url',
    defaultMessage: 'Enter a web address starting with https://.',
    description: 'Error under a website field; keep https:// as it is',
  },
  invalid_date: {
    id: 'shared.forms.error.invalid_date',
    defaultMessage: 'Enter a valid date.',
    description: 'Error under a date field holding no real date',
  },
  invalid_value: {
    id: 'shared.forms.error.invalid_value',
    defaultMessage: 'Please check this answer.',
    description: 'Error under a form field the server refused for a reason without a message of its own',
  },
  unknown_field: {
    id: 'shared.forms.error.unknown_field',
    defaultMessage: 'This answer is not part of the form.',
    description: 'Error of the server about an answer the form does not have (an outdated form)',
  },
}) satisfies Record<ErrorCode, MessageDescriptor>;

export const summaryTitle = defineMessage<{ count: number }>({
  id: 'shared.forms.summary.title',
  defaultMessage: 'Please correct {count, plural, one {# answer} other {# answers}}',
  description: 'Title of the list of wrong answers shown above a form after Submit: {count} is how many',
});

type FailureKind = Exclude<SubmissionFailure['kind'], 'fields'>;

/** The title of each reason a form was not sent. */
export const failureTitles = defineMessages({
  offline: {
    id: 'shared.forms.failure.offline.title',
    defaultMessage: 'You seem to be offline',
    description: 'Title of the notice above a form that could not be sent: the phone has no connection',
  },
  timeout: {
    id: 'shared.forms.failure.timeout.title',
    defaultMessage: 'The connection is too slow',
    description: 'Title of the notice above a form that could not be sent: the server did not answer in time',
  },
  'rate-limited': {
    id: 'shared.forms.failure.rate-limited.title',
    defaultMessage: 'Too many submissions',
    description:
      'Title of the notice above a form that could not be sent: too many were sent from this connection',
  },
  'too-large': {
    id: 'shared.forms.failure.too-large.title',
    defaultMessage: 'Your answers are too long to send',
    description: 'Title of the notice above a form that could not be sent: the answers together are too long',
  },
  server: {
    id: 'shared.forms.failure.server.title',
    defaultMessage: 'Something went wrong on our side',
    description: 'Title of the notice above a form that could not be sent: the server failed',
  },
  rejected: {
    id: 'shared.forms.failure.rejected.title',
    defaultMessage: 'Your form could not be accepted',
    description: 'Title of the notice above a form the server refused as a whole',
  },
}) satisfies Record<FailureKind, MessageDescriptor>;

/** What to do, for each reason a form was not sent. */
export const failureTexts = defineMessages({
  offline: {
    id: 'shared.forms.failure.offline.text',
    defaultMessage: 'We could not send your form. Check your connection and press Submit again.',
    description:
      'Text under "You seem to be offline" above a form; "Submit" is the form\'s button, keep its translation',
  },
  timeout: {
    id: 'shared.forms.failure.timeout.text',
    defaultMessage: 'Our server did not answer in time. Please try again in a moment.',
    description: 'Text under "The connection is too slow" above a form',
  },
  'rate-limited': {
    id: 'shared.forms.failure.rate-limited.text',
    defaultMessage: 'Please wait a minute before sending again.',
    description: 'Text under "Too many submissions" when the server did not say how long to wait',
  },
  'too-large': {
    id: 'shared.forms.failure.too-large.text',
    defaultMessage: 'Shorten your longest answers, then press Submit again.',
    description:
      'Text under "Your answers are too long to send"; "Submit" is the form\'s button, keep its translation',
  },
  server: {
    id: 'shared.forms.failure.server.text',
    defaultMessage: 'Your form was not sent. Please try again later.',
    description: 'Text under "Something went wrong on our side" above a form',
  },
  rejected: {
    id: 'shared.forms.failure.rejected.text',
    defaultMessage: 'Please check your answers and try again.',
    description: 'Text under "Your form could not be accepted" above a form',
  },
}) satisfies Record<FailureKind, MessageDescriptor>;

export const waitMinutes = defineMessage<{ minutes: number }>({
  id: 'shared.forms.failure.rate-limited.wait',
  defaultMessage: 'Please wait {minutes, plural, one {# minute} other {# minutes}} before sending again.',
  description:
    'Text under "Too many submissions" when the server said how long to wait: {minutes} is how many',
});

/** The buttons of every form, and of the foundation application's steps. */
export const formActionMessages = defineMessages({
  submit: {
    id: 'shared.forms.action.submit',
    defaultMessage: 'Submit',
    description: 'The button that sends a form; one short verb (the failure texts tell visitors to press it)',
  },
  next: {
    id: 'shared.forms.action.next',
    defaultMessage: 'Next',
    description: 'Button to the next step of a form of several steps; one short word',
  },
  back: {
    id: 'shared.forms.action.back',
    defaultMessage: 'Go Back',
    description: 'Button to the step before in a form of several steps; short',
  },
});

/** The notes at the top of a form, and its honeypot's label. */
export const formNoteMessages = defineMessages({
  requiredNote: {
    id: 'shared.forms.requiredNote',
    defaultMessage: 'Fields marked * are required.',
    description: 'Note at the top of every form; keep the * (it marks the required fields)',
  },
  draftRestored: {
    id: 'shared.forms.draft.restored',
    defaultMessage: 'We restored the answers you typed earlier.',
    description:
      'Notice at the top of a form filled again from what the visitor typed before leaving or reloading',
  },
  kept: {
    id: 'shared.forms.failure.kept',
    defaultMessage: 'Your answers are kept on this phone.',
    description: 'Last line of every notice of a form that could not be sent: nothing typed is lost',
  },
  honeypot: {
    id: 'shared.forms.honeypot',
    defaultMessage: 'Leave this field empty',
    description:
      'Label of a field hidden from people (a trap for robots); never seen, but translate it plainly',
  },
});

/** The success screen that replaces a form once it is sent. */
export const successMessages = defineMessages({
  title: {
    id: 'shared.forms.success.title',
    defaultMessage: 'Thank you, your form has been sent',
    description: 'Heading shown in place of a form once it is sent',
  },
  reference: {
    id: 'shared.forms.success.reference',
    defaultMessage: 'Your reference number',
    description: 'Title over the reference number (VBC-2026-AB12CD) given after a form is sent',
  },
  keep: {
    id: 'shared.forms.success.keep',
    defaultMessage: 'Keep this number and quote it if you contact us about your submission.',
    description: 'Text under the reference number after a form is sent',
  },
  next: {
    id: 'shared.forms.success.next',
    defaultMessage: 'What happens next',
    description: "Heading over the form's own text on what follows a submission",
  },
});

/** What the server's answer to a visitor without JavaScript asks of them (ADR 0031). */
export const plainFormMessages = defineMessages({
  checkTitle: {
    id: 'shared.forms.plain.check.title',
    defaultMessage: 'Check your answers',
    description: 'Title of the notice above a form sent without JavaScript, once its answers are fine',
  },
  checkText: {
    id: 'shared.forms.plain.check.text',
    defaultMessage: 'Your answers are ready. Check them, then press Submit to send the form.',
    description:
      'Text under "Check your answers": the visitor presses the form\'s Submit button once more to send it; keep the button\'s name as it is translated',
  },
  resendTitle: {
    id: 'shared.forms.plain.resend.title',
    defaultMessage: 'Your form was not sent this time',
    description: 'Title of the notice above a form sent without JavaScript that the server did not take',
  },
  resendText: {
    id: 'shared.forms.plain.resend.text',
    defaultMessage:
      'It may have been sent already, or the page was open too long. If you have no reference number for it, press Submit to send it now.',
    description:
      'Text under "Your form was not sent this time": a reused or expired form; keep the button name Submit as it is translated',
  },
});
