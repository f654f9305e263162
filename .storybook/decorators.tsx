import type { Decorator } from '@storybook/react-vite';
import { intlConfig } from '@site/shared-i18n';
import { IntlProvider } from 'react-intl';

export type StoryLocale = 'en' | 'sw';

export const storyLocales: StoryLocale[] = ['en', 'sw'];

export function localeFromGlobals(globals: Record<string, unknown>): StoryLocale {
  return globals['locale'] === 'sw' ? 'sw' : 'en';
}

/**
 * Language of the story from the toolbar: sets <html lang> (screen readers pick the voice from it)
 * and provides the message formatter. Add further providers (store, router) here, around IntlProvider.
 */
export const withLocale: Decorator = (Story, context) => {
  const locale = localeFromGlobals(context.globals);
  // Set synchronously (not in an effect) so the first paint and the axe check already see it.
  document.documentElement.lang = locale;
  return (
    <IntlProvider {...intlConfig(locale, {})}>
      <Story />
    </IntlProvider>
  );
};

export const decorators: Decorator[] = [withLocale];
