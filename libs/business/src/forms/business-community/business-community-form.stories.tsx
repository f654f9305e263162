import { formStoryDecorator, formStoryParameters } from '@site/shared-forms/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { businessMessages } from '../../messages';
import { BusinessCommunityForm } from './business-community-form';

const meta = {
  title: 'Business/Forms/BusinessCommunity',
  component: BusinessCommunityForm,
  decorators: [formStoryDecorator(businessMessages)],
  parameters: formStoryParameters('business-community-signups', {
    kind: 'slow',
    ms: 800,
    reference: 'VBC-2026-AB12CD',
  }),
} satisfies Meta<typeof BusinessCommunityForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = { parameters: { locale: 'sw' } };

/** Any submit answers 503: the failure message, with every answer kept. */
export const ServerDown: Story = {
  parameters: formStoryParameters('business-community-signups', { kind: 'status', status: 503 }),
};
