import { DomainPageStory, domainPageStories } from '@site/shared-routing/stories';
import { businessMessages } from '../messages';
import { businessDomain } from '../routes';
import { businessPageContent } from './business-page-test-content';

const stories = domainPageStories(businessPageContent, businessDomain, businessMessages, '/vodacom-business');

export default { title: 'Business/Pages/Landing', component: DomainPageStory, ...stories.meta };

export const English = stories.English;
export const Kiswahili = stories.Kiswahili;
