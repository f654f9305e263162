import { domainPageStories } from '@site/shared-routing/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { investorMessages } from '../messages';
import { investorDomain } from '../routes';
import { investorPageContent } from './investor-page-test-content';

const stories = domainPageStories(investorPageContent, investorDomain, investorMessages, '/about-us');

const meta = { title: 'Investor/Pages/About', ...stories.meta } satisfies Meta;
export default meta;

export const English: StoryObj<typeof meta> = stories.English;
export const Kiswahili: StoryObj<typeof meta> = stories.Kiswahili;
