import { DomainPageStory, domainPageStories } from '@site/shared-routing/stories';
import { mpesaMessages } from '../messages';
import { mpesaDomain } from '../routes';
import { mpesaPageContent } from './mpesa-page-test-content';

const stories = domainPageStories(mpesaPageContent, mpesaDomain, mpesaMessages, '/mpesa');

export default { title: 'Mpesa/Pages/Overview', component: DomainPageStory, ...stories.meta };

export const English = stories.English;
export const Kiswahili = stories.Kiswahili;
