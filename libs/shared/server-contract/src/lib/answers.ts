/**
 * The fields of a page's address that the page answers (the M-Pesa fee calculator's GET form; the
 * cookie preferences' saved choice, where the server's answer to their form goes back to): a request
 * with them is rendered for that request, not served from the page cache, so these work without
 * JavaScript and the calculator's answer has an address a visitor can share. `sent` is the reference
 * of an application form the server stored for a visitor without JavaScript (ADR 0031).
 */
export const answerFields = {
  category: 'category',
  amount: 'amount',
  storage: 'storage',
  sent: 'sent',
} as const;

/**
 * The cookie preferences form (ADR 0029): posted to `path` as a plain HTML form, answered with a
 * redirect back to `back` (the page it is on) with `storage` telling what was saved.
 */
export const storagePreferences = {
  path: '/storage-preferences',
  fields: { back: 'back', action: 'do', optional: 'optional' },
  actions: { save: 'save', clear: 'clear' },
  /** The answers `?storage=` carries back: the choice saved on or off, or everything cleared. */
  answers: { on: 'on', off: 'off', cleared: 'cleared' },
} as const;

/**
 * The application forms' trap for bots (shared-forms' HoneypotField): a field people never see, sent
 * on to the CMS, which stores nothing when it is filled.
 */
export const formHoneypot = 'fax';

/**
 * The application forms posted without JavaScript (ADR 0031): to `prefix` + the form's CMS collection
 * path (`/forms/shareholder-forms`), with `back` (the page the form is on) and `ticket` (empty until
 * the server's first answer gives the visitor one). Stored, they go back (303) to `back` with the
 * reference in `?sent=`. A form of several steps also posts the `step` on screen and its button's
 * move as `go` (step-moves.ts); a list's items are named `applicants.0.fullName`.
 */
export const plainSubmissions = {
  prefix: '/forms',
  fields: { back: 'back', ticket: 'ticket', honeypot: formHoneypot, step: 'step', go: 'go' },
  segments: ['business-community-signups', 'foundation-applications', 'shareholder-forms'],
} as const;

/** A CMS reference of a stored form (`SH-7KQ2MX`): capitals, digits and dashes, as it goes into an address. */
export const isFormReference = (text: string | null): text is string =>
  text !== null && /^[A-Z0-9-]{1,40}$/.test(text);

/**
 * Why the server sent a form back to a visitor without JavaScript (ADR 0031), beside the answers'
 * errors: `check` the answers are fine and a ticket is now given (press Send again), `resend` the
 * ticket was used or expired (a fresh one is given), `rate-limited` or `server` as the script's form says.
 */
export type FormEchoNotice = 'check' | 'resend' | 'rate-limited' | 'server';

/**
 * A form sent back to a visitor without JavaScript: rendered into the page the form is on, with the
 * visitor's answers as they sent them, the error code of each answer to fix, and their ticket.
 */
export type FormEcho = {
  /** The form's CMS collection path (`/shareholder-forms`). */
  form: string;
  /** A text, a checkbox group's choices, a consent box, or a list's items (each field's text). */
  values: Record<string, string | string[] | boolean | Record<string, string>[]>;
  /** The step on screen, for a form of several steps. */
  step?: number;
  errors: { path: (string | number)[]; code: string }[];
  ticket: string;
  notice: FormEchoNotice | null;
};

/** Longest value the server takes for an answered field (an amount or a category key). */
export const maxAnswerFieldLength = 40;

/**
 * The data saver switch in every page's footer (ADR 0030): posted to `path` as a plain HTML form with
 * `mode` (`on` or `off`, the cookie's values), answered with a redirect back to `back`, the page it is on.
 */
export const saveDataSwitch = {
  path: '/save-data',
  fields: { back: 'back', mode: 'mode' },
} as const;
