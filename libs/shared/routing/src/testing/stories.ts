// Browser-safe helpers for page stories (the `./testing` entry also holds Node-only MSW servers).
export { DomainPageStory, domainPageStories } from './domain-page-story';
export type { DomainPageStoryProps, StoryPage } from './domain-page-story';
