import { renderWithSite } from '@site/shared-testing';
import type { RichTextBlock as RichTextContent } from '@site/shared-content';
import { screen } from '@testing-library/react';
import RichTextBlock from './rich-text-block';

const block: RichTextContent = {
  __component: 'blocks.rich-text',
  title: 'Bundle terms',
  body: [
    { type: 'heading', level: 2, children: [{ type: 'text', text: 'Validity' }] },
    { type: 'paragraph', children: [{ type: 'text', text: 'Bundles expire at midnight.' }] },
  ],
};

describe('RichTextBlock', () => {
  it('is a section named by its h2 title with the text headings below it', () => {
    renderWithSite(<RichTextBlock block={block} index={1} />);
    expect(screen.getByRole('region', { name: 'Bundle terms' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Validity' })).toBeInTheDocument();
    expect(screen.getByText('Bundles expire at midnight.')).toBeInTheDocument();
  });

  it('lets the text headings take h2 when the block has no title', () => {
    renderWithSite(<RichTextBlock block={{ ...block, title: null }} index={1} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Validity' })).toBeInTheDocument();
  });
});
