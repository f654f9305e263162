import type { Media } from '@site/shared-content';
import {
  imageMimeTypes,
  imageSrcSet,
  imageVariantPath,
  isDrawingFile,
  resizableFile,
} from '@site/shared-server-contract';
import { ResponsiveImage } from '@site/shared-ui';

export type CmsImageProps = {
  media: Media | null | undefined;
  /** How wide the image shows (`imageSizes`): decides which file a device downloads. */
  sizes: string;
  /** The page's largest paint (a first block's image, a detail page's photo): loaded at once and first. */
  priority?: boolean;
  /** Decorative images get an empty alt even when the library holds a text. */
  decorative?: boolean;
  className?: string;
  /** Box size used when the CMS does not know the file's size (SVGs), so the layout never jumps. */
  fallbackWidth?: number;
  fallbackHeight?: number;
};

/**
 * A CMS image with its intrinsic size reserved. A photo of the media library is offered in the
 * widths the server makes (`/_img/…`: AVIF, WebP, JPEG). A drawing (SVG) is offered rasterised, in
 * AVIF and WebP at every width, with the drawing itself for a browser that takes neither: an SVG
 * `<img>` is a document of its own that the page's main thread parses, lays out (its text too) and
 * paints, while a raster decodes off it. A file elsewhere is shown as it is.
 */
export function CmsImage({
  media,
  sizes,
  priority = false,
  decorative = false,
  className,
  fallbackWidth = 800,
  fallbackHeight = 600,
}: CmsImageProps) {
  if (!media?.url) return null;
  const width = media.width ?? fallbackWidth;
  const common = {
    alt: decorative ? '' : (media.alternativeText ?? ''),
    width,
    height: media.height ?? fallbackHeight,
    priority,
    className,
  };
  const file = media.width ? resizableFile(media.url) : null;
  if (!file) return <ResponsiveImage src={media.url} {...common} />;
  const sources = (['avif', 'webp'] as const).map((format) => ({
    type: imageMimeTypes[format],
    srcSet: imageSrcSet(file, format, isDrawingFile(file) ? undefined : width),
  }));
  if (isDrawingFile(file))
    return <ResponsiveImage src={media.url} sizes={sizes} sources={sources} {...common} />;
  return (
    <ResponsiveImage
      src={imageVariantPath(file, 'jpeg', 800)}
      srcSet={imageSrcSet(file, 'jpeg', width)}
      sizes={sizes}
      sources={sources}
      {...common}
    />
  );
}
