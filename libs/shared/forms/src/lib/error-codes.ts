/**
 * Machine codes of validation problems. The client schemas and the CMS (apps/cms/src/forms/validate.js)
 * use the same codes, so a server error and a client error read the same to the visitor.
 */
export const errorCodes = [
  'required',
  'too_long',
  'invalid_email',
  'invalid_phone',
  'invalid_number',
  'min_applicants',
  'invalid_choice',
  'consent_required',
  'invalid_url',
  'invalid_date',
  'invalid_value',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

/** The react-intl id of a code's message; anything unknown reads as the generic "check this answer". */
export function errorMessageId(code: unknown): string {
  return `shared.forms.error.${isErrorCode(code) ? code : 'invalid_value'}`;
}
