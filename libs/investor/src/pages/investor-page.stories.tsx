import { DomainPageStory, domainPageStories } from '@site/shared-routing/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { investorMessages } from '../messages';
import { investorDomain } from '../routes';
import { investorPageContent } from './investor-page-test-content';

const stories = domainPageStories(investorPageContent, investorDomain, investorMessages, '/about-us');

const meta = { title: 'Investor/Pages/About', component: DomainPageStory, ...stories.meta } satisfies Meta<
  typeof DomainPageStory
>;
export default meta;

export const English: StoryObj<typeof meta> = stories.English;
export const Kiswahili: StoryObj<typeof meta> = stories.Kiswahili;
