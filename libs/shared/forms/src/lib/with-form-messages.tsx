import { type MessageSource, MessagesScope } from '@site/shared-i18n';
import type { ComponentType } from 'react';
import { formsMessages } from '../messages';

/**
 * The form with its own catalogs, the shared forms' and its domain's: they load with the form's
 * chunk, not with the site.
 */
export function withFormMessages<P extends object>(Form: ComponentType<P>, messages: MessageSource) {
  const sources = [formsMessages, messages];
  function FormWithMessages(props: P) {
    return (
      <MessagesScope sources={sources}>
        <Form {...props} />
      </MessagesScope>
    );
  }
  return FormWithMessages;
}
