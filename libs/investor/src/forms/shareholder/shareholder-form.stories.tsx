import { formStories } from '@site/shared-forms/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { investorMessages } from '../../messages';
import { ShareholderForm } from './shareholder-form';

const stories = formStories(ShareholderForm, 'shareholder-forms', investorMessages, 'SH');

export default {
  title: 'Investor/Forms/Shareholder',
  component: ShareholderForm,
  ...stories.meta,
} satisfies Meta<typeof ShareholderForm>;

export const English: StoryObj = stories.English;
export const Swahili: StoryObj = stories.Swahili;
export const ServerDown: StoryObj = stories.ServerDown;
