import { formStoryDecorator, formStoryParameters } from '@site/shared-forms/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { investorMessages } from '../../messages';
import { ShareholderForm } from './shareholder-form';

const meta = {
  title: 'Investor/Forms/Shareholder',
  component: ShareholderForm,
  decorators: [formStoryDecorator(investorMessages)],
  parameters: formStoryParameters('shareholder-forms', {
    kind: 'slow',
    ms: 800,
    reference: 'SH-2026-AB12CD',
  }),
} satisfies Meta<typeof ShareholderForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = { parameters: { locale: 'sw' } };

/** Any submit answers 503: the failure message, with every answer kept. */
export const ServerDown: Story = {
  parameters: formStoryParameters('shareholder-forms', { kind: 'status', status: 503 }),
};
