import type { Block } from '@site/shared-content';
import { cmsHandlers } from '@site/shared-content/testing';
import { LanguageProvider, sharedMessages, type Locale, type MessageSource } from '@site/shared-i18n';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Domain } from '../routing/domain';
import { makeSiteStore } from './site-providers';

export type StoryPage = {
  endpoint: string;
  en: { title: string; blocks: Block[] };
  sw: { title: string; blocks: Block[] };
};

/** MSW answers for a page story: the page in both languages, a sidebar, empty lists. */
export function storyPageHandlers(page: StoryPage) {
  return cmsHandlers({ [page.endpoint]: { en: page.en, sw: page.sw } });
}

export type DomainPageStoryProps = { domain: Domain; messages: MessageSource; path: string; locale: Locale };

/**
 * A domain page as the site renders it (its route, lazy page, block renderers) against mocked
 * content, so a domain team can work on its pages without the CMS.
 */
export function DomainPageStory({ domain, messages, path, locale }: DomainPageStoryProps) {
  const [store] = useState(makeSiteStore);
  const [router] = useState(() => createMemoryRouter(domain.routes, { initialEntries: [path] }));
  const [sources] = useState(() => [sharedMessages, messages]);
  return (
    <Provider store={store}>
      <LanguageProvider key={locale} sources={sources} initialLocale={locale}>
        <RouterProvider router={router} />
      </LanguageProvider>
    </Provider>
  );
}
