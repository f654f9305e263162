import type { Media } from '@site/shared-content';
import { CmsImage } from './cms-image';
import { imageSizes } from './image-sizes';

type BlockPictureProps = { media: Media | null | undefined; index: number; className?: string };

/** A block's picture in its layout slot; in the page's first block it is the first paint, so it loads at once. */
export function BlockPicture({ media, index, className }: BlockPictureProps) {
  if (!media) return null;
  return (
    <div className={className}>
      <CmsImage media={media} sizes={imageSizes.half} priority={index === 0} />
    </div>
  );
}
