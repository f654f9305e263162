import { formStories } from '@site/shared-forms/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { businessMessages } from '../../messages';
import { BusinessCommunityForm } from './business-community-form';

const stories = formStories(BusinessCommunityForm, 'business-community-signups', businessMessages, 'VBC');

export default {
  title: 'Business/Forms/BusinessCommunity',
  component: BusinessCommunityForm,
  ...stories.meta,
} satisfies Meta<typeof BusinessCommunityForm>;

export const English: StoryObj = stories.English;
export const Swahili: StoryObj = stories.Swahili;
export const ServerDown: StoryObj = stories.ServerDown;
