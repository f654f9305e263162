import { DomainPageStory, domainPageStories } from '@site/shared-routing/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { foundationMessages } from '../messages';
import { foundationDomain } from '../routes';
import { foundationPageContent } from './foundation-page-test-content';

const stories = domainPageStories(
  foundationPageContent,
  foundationDomain,
  foundationMessages,
  '/vodacom-foundation',
);

const meta = {
  title: 'Foundation/Pages/Landing',
  component: DomainPageStory,
  ...stories.meta,
} satisfies Meta<typeof DomainPageStory>;
export default meta;

export const English: StoryObj<typeof meta> = stories.English;
export const Kiswahili: StoryObj<typeof meta> = stories.Kiswahili;
