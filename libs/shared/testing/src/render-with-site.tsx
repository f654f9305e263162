import { render, type RenderOptions } from '@testing-library/react';
import type { Locale, MessageSource } from '@site/shared-i18n';
import type { ReactElement } from 'react';
import { SiteTestProviders } from './site-providers';

export type RenderWithSiteOptions = Omit<RenderOptions, 'wrapper'> & {
  locale?: Locale;
  initialPath?: string;
  sources?: MessageSource[];
};

/**
 * Renders a block as the site would: store, language (its texts from `sources`), router (at
 * `initialPath`) and router links.
 */
export function renderWithSite(
  ui: ReactElement,
  { locale, initialPath, sources, ...options }: RenderWithSiteOptions = {},
) {
  return render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <SiteTestProviders locale={locale} initialPath={initialPath} sources={sources}>
        {children}
      </SiteTestProviders>
    ),
  });
}
