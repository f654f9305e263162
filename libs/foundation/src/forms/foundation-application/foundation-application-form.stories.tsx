import { formStories } from '@site/shared-forms/testing';
import { foundationMessages } from '../../messages';
import { FoundationApplicationForm } from './foundation-application-form';

const stories = formStories('foundation-applications', foundationMessages, 'VF');

export default { title: 'Foundation/Forms/FoundationApplication', component: FoundationApplicationForm };

export const English = stories.English;
export const Swahili = stories.Swahili;
export const ServerDown = stories.ServerDown;
