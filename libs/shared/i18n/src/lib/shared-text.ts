import { createIntl, type MessageDescriptor } from 'react-intl';
import type { Locale } from '@site/shared-server-contract';
import { sharedMessages } from '../messages';
import { loadMessages } from './catalogs';
import { intlConfig } from './intl-config';

const sources = [sharedMessages];

/**
 * A shared chrome text outside React (store listeners, window error handlers), in the given
 * language with the English fallback, however the catalogs were compiled.
 */
export async function sharedText(locale: Locale, message: MessageDescriptor): Promise<string> {
  const messages = await loadMessages(sources, locale);
  return createIntl(intlConfig(locale, messages)).formatMessage(message);
}
