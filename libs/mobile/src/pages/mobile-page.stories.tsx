import { DomainPageStory, domainPageStories } from '@site/shared-routing/stories';
import { mobileMessages } from '../messages';
import { mobileDomain } from '../routes';
import { mobilePageContent } from './mobile-page-test-content';

const stories = domainPageStories(mobilePageContent, mobileDomain, mobileMessages, '/');

export default { title: 'Mobile/Pages/Home', component: DomainPageStory, ...stories.meta };

export const English = stories.English;
export const Kiswahili = stories.Kiswahili;
