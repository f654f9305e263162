import { isErrorCode } from '@site/form-rules';

/**
 * The catalog id of a validation code's message (the codes are the shared rules', so a server error
 * and a browser error read the same); anything unknown reads as the generic "check this answer".
 */
export function errorMessageId(code: unknown): string {
  return `shared.forms.error.${isErrorCode(code) ? code : 'invalid_value'}`;
}
