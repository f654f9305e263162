import type { Media } from '@site/shared-content';

export type LeadImageProps = {
  image: Media;
  className?: string;
  /** The size the layout reserves when the CMS does not give the image's own. */
  width: number;
  height: number;
};

/** A detail page's main image: above the fold, so the browser fetches it first (it is the LCP). */
export function LeadImage({ image, className, width, height }: LeadImageProps) {
  return (
    <img
      className={className}
      src={image.url}
      alt={image.alternativeText ?? ''}
      width={image.width ?? width}
      height={image.height ?? height}
      fetchPriority="high"
    />
  );
}
