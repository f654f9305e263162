import { renderWithSite } from '@site/shared-testing';
import type { RichText as RichTextContent } from '@site/shared-content';
import { screen } from '@testing-library/react';
import { RichText } from './rich-text';

const paragraphWithLink = (url: string, text: string): RichTextContent => [
  {
    type: 'paragraph',
    children: [
      { type: 'text', text: 'See ' },
      { type: 'link', url, children: [{ type: 'text', text }] },
    ],
  },
];

describe('RichText', () => {
  it('renders a javascript: link as plain text, not as a link', () => {
    renderWithSite(<RichText content={paragraphWithLink('javascript:alert(1)', 'free airtime')} />);
    expect(screen.getByText('See free airtime')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['https://www.vodacom.co.tz/mpesa', 'M-Pesa'],
    ['mailto:huduma@vodacom.co.tz', 'email us'],
    ['tel:*149*01%23', 'dial *149*01#'],
    ['/internet-overview', 'bundles'],
  ])('keeps %s as a link', (url, text) => {
    renderWithSite(<RichText content={paragraphWithLink(url, text)} />);
    expect(screen.getByRole('link', { name: text })).toHaveAttribute('href', url);
  });

  it('protects the opener on https links', () => {
    renderWithSite(<RichText content={paragraphWithLink('https://www.vodacom.co.tz', 'Vodacom')} />);
    expect(screen.getByRole('link', { name: 'Vodacom' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never renders an h1, keeping the text outline below the page title', () => {
    const content: RichTextContent = [
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'Terms' }] },
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Bundles' }] },
    ];
    renderWithSite(<RichText content={content} />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Bundles' })).toBeInTheDocument();
  });

  it('renders lists and bold text', () => {
    const content: RichTextContent = [
      {
        type: 'list',
        format: 'ordered',
        children: [{ type: 'list-item', children: [{ type: 'text', text: 'Dial *150*00#', bold: true }] }],
      },
    ];
    renderWithSite(<RichText content={content} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Dial *150*00#');
  });
});
