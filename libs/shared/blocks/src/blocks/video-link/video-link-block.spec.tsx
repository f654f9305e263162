import { decorativeLazyImage, mediaFixture, renderWithSite } from '@site/shared-testing';
import type { VideoLinkBlock as VideoLinkContent } from '@site/shared-content';
import { screen } from '@testing-library/react';
import VideoLinkBlock from './video-link-block';

const block: VideoLinkContent = {
  __component: 'blocks.video-link',
  title: 'How to use Lipa kwa Simu',
  text: 'A two-minute guide for shop owners.',
  url: 'https://www.youtube.com/watch?v=abc123',
  thumbnail: mediaFixture('A shop owner with a phone'),
  duration: '2:10',
};

describe('VideoLinkBlock', () => {
  it('links to the video site instead of embedding a player', () => {
    const { container } = renderWithSite(<VideoLinkBlock block={block} index={1} />);
    const link = screen.getByRole('link', { name: /Watch the video/ });
    expect(link).toHaveAttribute('href', block.url);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Watch the video (opens the video site) Duration 2:10');
    expect(container.querySelector('iframe')).toBeNull(); // eslint-disable-line testing-library/no-container, testing-library/no-node-access
  });

  it('shows a lazy, decorative thumbnail with a reserved size', () => {
    renderWithSite(<VideoLinkBlock block={block} index={1} />);
    expect(decorativeLazyImage()).toHaveAttribute('width', '800');
  });

  it('drops a link that is not https', () => {
    renderWithSite(<VideoLinkBlock block={{ ...block, url: 'http://example.com/video' }} index={1} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: block.title })).toBeInTheDocument();
  });
});
