import { formStoryDecorator, formStoryParameters } from '@site/shared-forms/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { foundationMessages } from '../../messages';
import { FoundationApplicationForm } from './foundation-application-form';

const meta = {
  title: 'Foundation/Forms/FoundationApplication',
  component: FoundationApplicationForm,
  decorators: [formStoryDecorator(foundationMessages)],
  parameters: formStoryParameters('foundation-applications', {
    kind: 'slow',
    ms: 800,
    reference: 'VF-2026-AB12CD',
  }),
} satisfies Meta<typeof FoundationApplicationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = { parameters: { locale: 'sw' } };

/** Any submit answers 503: the failure message, with every answer kept. */
export const ServerDown: Story = {
  parameters: formStoryParameters('foundation-applications', { kind: 'status', status: 503 }),
};
