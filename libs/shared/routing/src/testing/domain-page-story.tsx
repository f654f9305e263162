import { SiteBlocksProvider } from '@site/shared-blocks';
import { ContentProvider, type Block } from '@site/shared-content';
import { cmsHandlers, makeSiteStore } from '@site/shared-testing/stories';
import { LanguageProvider, sharedMessages, type Locale, type MessageSource } from '@site/shared-i18n';
import { createNotificationStore, NotificationContext } from '@site/shared-notifications';
import type { JSX } from 'react';
import { Suspense, useState } from 'react';
import { expect } from 'storybook/test';
import { RouterProvider } from 'react-router';
import type { Domain } from '../domain';
import { domainMemoryRouter } from './domain-memory-router';

export type StoryPage = {
  endpoint: string;
  en: { title: string; blocks: Block[] };
  sw: { title: string; blocks: Block[] };
};

/** MSW answers for a page story: the page in both languages, a sidebar, empty lists. */
function storyPageHandlers(page: StoryPage) {
  return cmsHandlers({ [page.endpoint]: { en: page.en, sw: page.sw } });
}

export type DomainPageStoryProps = { domain: Domain; messages: MessageSource; path: string; locale: Locale };

/**
 * A domain page as the site renders it (its route and loader, lazy page, block renderers) against
 * mocked content, so a domain team can work on its pages without the CMS.
 */
export function DomainPageStory({ domain, messages, path, locale }: DomainPageStoryProps) {
  const [store] = useState(makeSiteStore);
  const [router] = useState(() => domainMemoryRouter(domain, path, locale, store));
  const [sources] = useState(() => [sharedMessages, messages]);
  const [notifications] = useState(createNotificationStore);
  return (
    <ContentProvider store={store}>
      <SiteBlocksProvider value={domain.lends}>
        <NotificationContext.Provider value={notifications}>
          <Suspense fallback={null}>
            <LanguageProvider locale={locale} sources={sources}>
              <RouterProvider router={router} />
            </LanguageProvider>
          </Suspense>
        </NotificationContext.Provider>
      </SiteBlocksProvider>
    </ContentProvider>
  );
}

type StoryRender = (args: DomainPageStoryProps, context: { globals: Record<string, unknown> }) => JSX.Element;
type StoryPlay = (context: {
  canvas: { findByRole: typeof import('@testing-library/dom').screen.findByRole };
}) => Promise<void>;

/** A page story's render: the domain's route at the `path` arg (Controls), in the toolbar's language. */
const domainPageRender: StoryRender = (args, { globals }) => {
  const locale = globals['locale'] === 'sw' ? 'sw' : 'en';
  return <DomainPageStory key={`${locale} ${args.path}`} {...args} locale={locale} />;
};

/** A page story's play: the page's CMS heading arrives (MSW, lazy hero renderer) in that language. */
function pageHeadingShown(page: StoryPage, locale: Locale): StoryPlay {
  return async ({ canvas }) => {
    const hero = page[locale].blocks[0];
    const title = (hero && 'title' in hero ? hero.title : null) ?? page[locale].title;
    await expect(
      await canvas.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
    ).toBeVisible();
  };
}

/**
 * A domain page's stories: the meta's args, parameters and render (mocked CMS, the route at `path`)
 * and the page in each language, showing its CMS heading. The story file adds its own title and the
 * component (`DomainPageStory`) to the meta; `path` is the one arg Controls change (another path of
 * the domain shows that page's state without content).
 */
export function domainPageStories(page: StoryPage, domain: Domain, messages: MessageSource, path: string) {
  return {
    meta: {
      // The toolbar's language wins over `locale` (the stories set it per language).
      args: { domain, messages, path, locale: 'en' } satisfies DomainPageStoryProps,
      argTypes: {
        domain: { control: false as const },
        messages: { control: false as const },
        locale: { control: false as const },
      },
      parameters: { layout: 'fullscreen', msw: { handlers: storyPageHandlers(page) } },
      render: domainPageRender,
    },
    English: { globals: { locale: 'en' as const }, play: pageHeadingShown(page, 'en') },
    Kiswahili: { globals: { locale: 'sw' as const }, play: pageHeadingShown(page, 'sw') },
  };
}
