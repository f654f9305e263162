/** The texts a new page starts with (its seed stubs and its story), from the generator's names. */

export type PageNames = {
  domain: string;
  path: string;
  endpoint: string;
  displayName: string;
  swahiliName: string | undefined;
};

/**
 * A seed stub: every text says TODO, so the seed check (apps/cms/scripts/check-seed.mjs, placeholder
 * text) refuses the page until its content is written in that language.
 */
export function seedStub(page: PageNames, locale: 'en' | 'sw'): string {
  const language = locale === 'en' ? 'English' : 'Swahili';
  const stub = {
    title: `TODO: the ${language} title of ${page.displayName}`,
    seo: {
      metaTitle: `TODO: the ${language} title search results show`,
      metaDescription: `TODO: the ${language} description search results show`,
    },
    editorNote: `Stub written by nx g @site/tools:page for ${page.path}: the seed check refuses it until every TODO is written (docs/adding-a-page.md).`,
    blocks: [
      {
        __component: 'blocks.hero',
        title: `TODO: the ${language} heading`,
        text: `TODO: the ${language} lead`,
      },
    ],
  };
  return `${JSON.stringify(stub, null, 2)}\n`;
}

/** A page story: the domain's route at the new path, against mocked content in both languages. */
export function pageStory(
  page: PageNames,
  code: { domainExport: string; messagesExport: string; storyTitle: string },
): string {
  const hero = (title: string) => `[{ __component: 'blocks.hero', title: ${JSON.stringify(title)} }]`;
  const sw = page.swahiliName ?? page.displayName;
  const title = JSON.stringify(`${code.storyTitle}/Pages/${page.displayName}`);
  return `import { DomainPageStory, domainPageStories } from '@site/shared-routing/stories';
import { ${code.messagesExport} } from '../messages';
import { ${code.domainExport} } from '../routes';

// Written by nx g @site/tools:page: the page as the site renders it, with a heading for content.
const stories = domainPageStories(
  {
    endpoint: ${JSON.stringify(page.endpoint)},
    en: { title: ${JSON.stringify(page.displayName)}, blocks: ${hero(page.displayName)} },
    sw: { title: ${JSON.stringify(sw)}, blocks: ${hero(sw)} },
  },
  ${code.domainExport},
  ${code.messagesExport},
  ${JSON.stringify(page.path)},
);

export default { title: ${title}, component: DomainPageStory, ...stories.meta };

export const English = stories.English;
export const Kiswahili = stories.Kiswahili;
`;
}
