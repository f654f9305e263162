import { formStories } from '@site/shared-forms/testing';
import { investorMessages } from '../../messages';
import { ShareholderForm } from './shareholder-form';

const stories = formStories('shareholder-forms', investorMessages, 'SH');

export default { title: 'Investor/Forms/Shareholder', component: ShareholderForm };

export const English = stories.English;
export const Swahili = stories.Swahili;
export const ServerDown = stories.ServerDown;
