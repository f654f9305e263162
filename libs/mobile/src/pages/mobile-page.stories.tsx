import { DomainPageStory, domainPageStories } from '@site/shared-routing/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileMessages } from '../messages';
import { mobileDomain } from '../routes';
import { mobilePageContent } from './mobile-page-test-content';

const stories = domainPageStories(mobilePageContent, mobileDomain, mobileMessages, '/');

const meta = { title: 'Mobile/Pages/Home', component: DomainPageStory, ...stories.meta } satisfies Meta<
  typeof DomainPageStory
>;
export default meta;

export const English: StoryObj<typeof meta> = stories.English;
export const Kiswahili: StoryObj<typeof meta> = stories.Kiswahili;
