import { DomainPageStory, domainPageStories } from '@site/shared-routing/stories';
import { supportMessages } from '../messages';
import { supportDomain } from '../routes';
import { supportPageContent } from './support-page-test-content';

const stories = domainPageStories(supportPageContent, supportDomain, supportMessages, '/customer-service');

export default { title: 'Support/Pages/CustomerService', component: DomainPageStory, ...stories.meta };

export const English = stories.English;
export const Kiswahili = stories.Kiswahili;
