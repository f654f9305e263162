import { isErrorCode } from '@site/form-rules';
import type { MessageDescriptor } from 'react-intl';
import { fieldErrorMessages } from './form-messages';

/**
 * The message of a validation code (the codes are the shared rules', so a server error and a browser
 * error read the same); anything unknown reads as the generic "check this answer".
 */
export function errorMessage(code: unknown): MessageDescriptor {
  return fieldErrorMessages[isErrorCode(code) ? code : 'invalid_value'];
}
