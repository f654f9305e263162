import { DomainPageStory, domainPageStories } from '@site/shared-routing/stories';
import { foundationMessages } from '../messages';
import { foundationDomain } from '../routes';
import { foundationPageContent } from './foundation-page-test-content';

const stories = domainPageStories(
  foundationPageContent,
  foundationDomain,
  foundationMessages,
  '/vodacom-foundation',
);

export default { title: 'Foundation/Pages/Landing', component: DomainPageStory, ...stories.meta };

export const English = stories.English;
export const Kiswahili = stories.Kiswahili;
