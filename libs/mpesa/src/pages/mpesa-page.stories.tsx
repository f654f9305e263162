import { DomainPageStory, domainPageStories } from '@site/shared-routing/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mpesaMessages } from '../messages';
import { mpesaDomain } from '../routes';
import { mpesaPageContent } from './mpesa-page-test-content';

const stories = domainPageStories(mpesaPageContent, mpesaDomain, mpesaMessages, '/mpesa');

const meta = { title: 'Mpesa/Pages/Overview', component: DomainPageStory, ...stories.meta } satisfies Meta<
  typeof DomainPageStory
>;
export default meta;

export const English: StoryObj<typeof meta> = stories.English;
export const Kiswahili: StoryObj<typeof meta> = stories.Kiswahili;
