import { pdfFixture, storyDecorator } from '@site/shared-testing/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import DocumentsListBlock from './documents-list-block';

const meta = {
  title: 'Blocks/DocumentsList',
  component: DocumentsListBlock,
  decorators: [storyDecorator],
  args: {
    index: 1,
    block: {
      __component: 'blocks.documents-list',
      title: 'Financial reports',
      intro: 'Audited results of Vodacom Tanzania PLC.',
      documents: [
        {
          title: 'Annual report 2025',
          description: 'Integrated report and audited financial statements.',
          date: '2025-06-30',
          file: pdfFixture('annual-report-2025.pdf', 4820),
        },
        {
          title: 'Half-year results to September 2025',
          date: '2025-11-12',
          file: pdfFixture('interim-results-2025.pdf', 860),
        },
        { title: 'Annual report 2024', date: '2024-06-28', file: pdfFixture('annual-report-2024.pdf', 4410) },
      ],
    },
  },
} satisfies Meta<typeof DocumentsListBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = {
  parameters: { locale: 'sw' },
  args: {
    block: {
      __component: 'blocks.documents-list',
      title: 'Ripoti za fedha',
      intro: 'Matokeo yaliyokaguliwa ya Vodacom Tanzania PLC.',
      documents: [
        {
          title: 'Ripoti ya mwaka 2025',
          category: 'Ripoti za mwaka',
          date: '2025-06-30',
          file: pdfFixture('annual-report-2025.pdf', 4820),
        },
        {
          title: 'Matokeo ya nusu mwaka hadi Septemba 2025',
          category: 'Matokeo',
          date: '2025-11-12',
          file: pdfFixture('interim-results-2025.pdf', 860),
        },
        { title: 'Tangazo la gawio', date: '2025-08-01', file: pdfFixture('dividend-notice.pdf', 120) },
      ],
    },
  },
};
