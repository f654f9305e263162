import { DomainPageStory, domainPageStories } from '@site/shared-routing/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { businessMessages } from '../messages';
import { businessDomain } from '../routes';
import { businessPageContent } from './business-page-test-content';

const stories = domainPageStories(businessPageContent, businessDomain, businessMessages, '/vodacom-business');

const meta = { title: 'Business/Pages/Landing', component: DomainPageStory, ...stories.meta } satisfies Meta<
  typeof DomainPageStory
>;
export default meta;

export const English: StoryObj<typeof meta> = stories.English;
export const Kiswahili: StoryObj<typeof meta> = stories.Kiswahili;
