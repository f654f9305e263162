// Browser-safe helpers for stories (the `./testing` entry also holds Node-only MSW servers).
export { DomainPageStory, domainPageRender, pageHeadingShown, storyPageHandlers } from './domain-page-story';
export type { DomainPageStoryProps, StoryPage } from './domain-page-story';
export { storyDecorator } from './story-decorator';
