import { isExternalHref, safeHref, type VideoLinkBlock as VideoLinkContent } from '@site/shared-content';
import { VisuallyHidden } from '@site/shared-ui';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import type { BlockProps } from '../../renderer/block-registry';
import { BlockSection } from '../shared/block-section';
import { CmsImage } from '../shared/cms-image';
import { imageSizes } from '../shared/image-sizes';
import styles from './video-link-block.module.css';

const messages = defineMessages({
  watch: {
    id: 'shared.blocks.video.watch',
    defaultMessage: 'Watch the video',
    description: 'Link text of a video card (the video plays on the video site, not on this page)',
  },
  external: {
    id: 'shared.blocks.video.external',
    defaultMessage: 'opens the video site',
    description: 'Read by screen readers after "Watch the video", in brackets (hidden on screen); lower case',
  },
});
const durationMessage = defineMessage<{ duration: string }>({
  id: 'shared.blocks.video.duration',
  defaultMessage: 'Duration {duration}',
  description: "A video card's length: {duration} is the editor's text (3:45)",
});

/**
 * A video as a link card, never an embedded player: an iframe would pull megabytes of player
 * script on every visit, while most visitors on metered data never press play.
 */
export default function VideoLinkBlock({ block, index }: BlockProps<VideoLinkContent>) {
  const href = safeHref(block.url);
  const url = href && isExternalHref(href) ? href : null;
  return (
    <BlockSection title={block.title}>
      <div className={styles.layout}>
        {url && (
          <a href={url} rel="noopener noreferrer" className={styles.card}>
            <span className={styles.thumb}>
              {/* Decorative: the link text says what it is. */}
              <CmsImage
                media={block.thumbnail}
                sizes={imageSizes.wide}
                decorative
                priority={index === 0}
                fallbackWidth={640}
                fallbackHeight={360}
              />
              <span className={styles.play} aria-hidden="true" />
            </span>
            <span className={styles.cta}>
              <FormattedMessage {...messages.watch} />{' '}
              <VisuallyHidden>
                (<FormattedMessage {...messages.external} />)
              </VisuallyHidden>{' '}
              {block.duration && (
                <span className={styles.duration}>
                  <FormattedMessage {...durationMessage} values={{ duration: block.duration }} />
                </span>
              )}
            </span>
          </a>
        )}
        {block.text && <p className={styles.text}>{block.text}</p>}
      </div>
    </BlockSection>
  );
}
