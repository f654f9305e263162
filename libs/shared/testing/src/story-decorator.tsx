import type { Decorator } from '@storybook/react-vite';
import { SiteTestProviders } from './site-providers';

/**
 * Wraps a block story in the site's providers. The language comes from the story's `locale`
 * parameter (the Swahili variants set it) or the toolbar's `locale` global.
 */
export const storyDecorator: Decorator = (Story, context) => {
  const fromParams = context.parameters['locale'] as 'en' | 'sw' | undefined;
  const fromToolbar = context.globals['locale'] as 'en' | 'sw' | undefined;
  const locale = fromParams ?? fromToolbar ?? 'en';
  const initialPath = context.parameters['initialPath'] as string | undefined;
  return (
    <SiteTestProviders key={locale} locale={locale} initialPath={initialPath}>
      <Story />
    </SiteTestProviders>
  );
};
