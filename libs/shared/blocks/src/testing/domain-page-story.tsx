import type { Block } from '@site/shared-content';
import { cmsHandlers } from '@site/shared-content/testing';
import { LanguageProvider, sharedMessages, type Locale, type MessageSource } from '@site/shared-i18n';
import type { JSX } from 'react';
import { useState } from 'react';
import { expect } from 'storybook/test';
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

type StoryRender = (args: unknown, context: { globals: Record<string, unknown> }) => JSX.Element;
type StoryPlay = (context: {
  canvas: { findByRole: typeof import('@testing-library/dom').screen.findByRole };
}) => Promise<void>;

/** A page story's render: the domain's route at `path`, in the toolbar's language. */
export function domainPageRender(domain: Domain, messages: MessageSource, path: string): StoryRender {
  return (_args, { globals }) => (
    <DomainPageStory
      domain={domain}
      messages={messages}
      path={path}
      locale={globals['locale'] === 'sw' ? 'sw' : 'en'}
    />
  );
}

/** A page story's play: the page's CMS heading arrives (MSW, lazy hero renderer) in that language. */
export function pageHeadingShown(page: StoryPage, locale: Locale): StoryPlay {
  return async ({ canvas }) => {
    const hero = page[locale].blocks[0];
    const title = (hero && 'title' in hero ? hero.title : null) ?? page[locale].title;
    await expect(
      await canvas.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
    ).toBeVisible();
  };
}
