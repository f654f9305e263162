import type { Media } from '@site/shared-content';
import { CmsImage } from './cms-image';
import { imageSizes } from './image-sizes';

/**
 * A CMS picture as the ui Hero's props: the image (half of a wide screen) and its size, which the Hero
 * reserves so nothing moves while it loads. `priority` for the page's first paint.
 */
export function heroPicture(media: Media | null | undefined, priority: boolean) {
  return {
    image: media ? <CmsImage media={media} sizes={imageSizes.half} priority={priority} /> : undefined,
    imageWidth: media?.width ?? undefined,
    imageHeight: media?.height ?? undefined,
  };
}
