import { formStories } from '@site/shared-forms/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { foundationMessages } from '../../messages';
import { FoundationApplicationForm } from './foundation-application-form';

const stories = formStories(FoundationApplicationForm, 'foundation-applications', foundationMessages, 'VF');

export default {
  title: 'Foundation/Forms/FoundationApplication',
  component: FoundationApplicationForm,
  ...stories.meta,
} satisfies Meta<typeof FoundationApplicationForm>;

export const English: StoryObj = stories.English;
export const Swahili: StoryObj = stories.Swahili;
export const ServerDown: StoryObj = stories.ServerDown;
