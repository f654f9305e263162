import {
  decorativeLazyImage,
  hrefOf,
  mediaFixture,
  paragraphBody,
  renderWithSite,
} from '@site/shared-testing';
import type { ImageTextBlock as ImageTextContent } from '@site/shared-content';
import { screen } from '@testing-library/react';
import ImageTextBlock from './image-text-block';

const block: ImageTextContent = {
  __component: 'blocks.image-text',
  title: 'Lipa kwa Simu',
  body: paragraphBody('Pay at over 500,000 shops.'),
  image: mediaFixture(null),
  imagePosition: 'left',
  action: { label: 'Become a merchant', href: '/lipa-kwa-simu' },
};

describe('ImageTextBlock', () => {
  it('shows the title, rich text and action', () => {
    renderWithSite(<ImageTextBlock block={block} index={1} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Lipa kwa Simu' })).toBeInTheDocument();
    expect(screen.getByText('Pay at over 500,000 shops.')).toBeInTheDocument();
    expect(hrefOf('Become a merchant')).toBe('/lipa-kwa-simu');
  });

  it('treats an image without alternative text as decorative and loads it lazily', () => {
    renderWithSite(<ImageTextBlock block={block} index={1} />);
    expect(decorativeLazyImage()).toHaveAttribute('height', '600');
  });
});
