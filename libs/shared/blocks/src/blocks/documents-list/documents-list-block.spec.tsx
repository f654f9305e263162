import { pdfFixture, renderWithSite } from '@site/shared-testing';
import type { DocumentsListBlock as DocumentsListContent } from '@site/shared-content';
import { screen, within } from '@testing-library/react';
import DocumentsListBlock from './documents-list-block';

const pdf = (name: string, size: number) => pdfFixture(name, size, 'https://cdn.vodacom.co.tz');

const block: DocumentsListContent = {
  __component: 'blocks.documents-list',
  title: 'Financial reports',
  documents: [
    { title: 'Annual report 2024', date: '2025-06-30', file: pdf('annual-2024.pdf', 2450) },
    { title: 'Half-year results 2025', date: '2025-11-12', file: pdf('h1-2025.pdf', 830) },
    { title: 'Annual report 2023', date: '2024-06-28', description: 'Audited statements.', file: null },
  ],
};

describe('DocumentsListBlock', () => {
  it('groups documents by year, newest first, with dates and file sizes', () => {
    renderWithSite(<DocumentsListBlock block={block} index={1} />);
    const years = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(years).toEqual(['2025', '2024']);
    const [first] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { level: 4 })).toHaveTextContent('Half-year results 2025');
    expect(within(first!).getByText('12 November 2025')).toHaveAttribute('dateTime', '2025-11-12');
    expect(first).toHaveTextContent(/PDF, 830\s?kB/);
  });

  it('offers a named download link to the file itself', () => {
    renderWithSite(<DocumentsListBlock block={block} index={1} />);
    const link = screen.getByRole('link', { name: 'Download Annual report 2024' });
    expect(link).toHaveAttribute('href', 'https://cdn.vodacom.co.tz/uploads/annual-2024.pdf');
    expect(link).toHaveAttribute('download');
    expect(screen.queryByRole('link', { name: /Annual report 2023/ })).not.toBeInTheDocument();
  });

  it('groups by category when editors set one', () => {
    const categorised = {
      ...block,
      documents: [
        { ...block.documents[0]!, category: 'Annual reports' },
        { ...block.documents[1]!, category: 'Results' },
        block.documents[2]!,
      ],
    };
    renderWithSite(<DocumentsListBlock block={categorised} index={1} />);
    const groups = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['Results', 'Annual reports', 'Other documents']);
  });
});
