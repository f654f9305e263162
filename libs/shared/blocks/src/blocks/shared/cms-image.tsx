import type { Media } from '@site/shared-content';

export type CmsImageProps = {
  media: Media | null | undefined;
  /** The first block's image is the page's largest paint: load it at once and first. */
  priority?: boolean;
  /** Decorative images get an empty alt even when the library holds a text. */
  decorative?: boolean;
  className?: string;
  /** Box size used when the CMS does not know the file's size (SVGs), so the layout never jumps. */
  fallbackWidth?: number;
  fallbackHeight?: number;
};

/** A CMS image with its intrinsic size reserved, lazy unless it is the page's first paint. */
export function CmsImage({
  media,
  priority = false,
  decorative = false,
  className,
  fallbackWidth = 800,
  fallbackHeight = 600,
}: CmsImageProps) {
  if (!media?.url) return null;
  return (
    <img
      src={media.url}
      alt={decorative ? '' : (media.alternativeText ?? '')}
      width={media.width ?? fallbackWidth}
      height={media.height ?? fallbackHeight}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
