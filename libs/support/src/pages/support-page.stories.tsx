import { DomainPageStory, domainPageStories } from '@site/shared-routing/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { supportMessages } from '../messages';
import { supportDomain } from '../routes';
import { supportPageContent } from './support-page-test-content';

const stories = domainPageStories(supportPageContent, supportDomain, supportMessages, '/customer-service');

const meta = {
  title: 'Support/Pages/CustomerService',
  component: DomainPageStory,
  ...stories.meta,
} satisfies Meta<typeof DomainPageStory>;
export default meta;

export const English: StoryObj<typeof meta> = stories.English;
export const Kiswahili: StoryObj<typeof meta> = stories.Kiswahili;
