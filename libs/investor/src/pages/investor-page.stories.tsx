import { DomainPageStory, domainPageStories } from '@site/shared-routing/stories';
import { investorMessages } from '../messages';
import { investorDomain } from '../routes';
import { investorPageContent } from './investor-page-test-content';

const stories = domainPageStories(investorPageContent, investorDomain, investorMessages, '/about-us');

export default { title: 'Investor/Pages/About', component: DomainPageStory, ...stories.meta };

export const English = stories.English;
export const Kiswahili = stories.Kiswahili;
