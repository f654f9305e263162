import { formStories } from '@site/shared-forms/testing';
import { businessMessages } from '../../messages';
import { BusinessCommunityForm } from './business-community-form';

const stories = formStories('business-community-signups', businessMessages, 'VBC');

export default { title: 'Business/Forms/BusinessCommunity', component: BusinessCommunityForm };

export const English = stories.English;
export const Swahili = stories.Swahili;
export const ServerDown = stories.ServerDown;
