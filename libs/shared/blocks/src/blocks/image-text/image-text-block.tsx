import type { ImageTextBlock as ImageTextContent } from '@site/shared-content';
import type { BlockProps } from '../../renderer/block-registry';
import { RichText } from '../../rich-text/rich-text';
import { BlockSection } from '../shared/block-section';
import { CmsButton } from '../shared/cms-link';
import { BlockPicture } from '../shared/block-picture';
import { clsx as cx } from 'clsx';
import styles from './image-text-block.module.css';

/** Text beside a picture; on phones the picture comes after the text, so the message is read first. */
export default function ImageTextBlock({ block, index }: BlockProps<ImageTextContent>) {
  const right = block.imagePosition !== 'left';
  return (
    <BlockSection title={block.title}>
      <div className={cx(styles.layout, block.image && styles.withImage, !right && styles.imageLeft)}>
        <div className={styles.copy}>
          <RichText content={block.body} topLevel={3} />
          <CmsButton link={block.action} />
        </div>
        <BlockPicture media={block.image} index={index} className={styles.media} />
      </div>
    </BlockSection>
  );
}
