import type { MessageSource } from '@site/shared-i18n';
import type { Decorator } from '@storybook/react-vite';
import { FormTestProviders } from './form-test-providers';

/**
 * Wraps a form story in the site's providers with the domain's texts. The language comes from the
 * story's `locale` parameter or the toolbar; the key remounts the form when it changes.
 */
export function formStoryDecorator(messages: MessageSource): Decorator {
  return (Story, context) => {
    const locale = (context.parameters['locale'] ?? context.globals['locale'] ?? 'en') as 'en' | 'sw';
    return (
      <FormTestProviders key={locale} messages={messages} locale={locale}>
        <Story />
      </FormTestProviders>
    );
  };
}
