import { preload } from 'react-dom';

/** One format's candidates (`image/avif` with its `srcset`), for a `<picture>`'s `<source>`. */
export type ImageSource = { type: string; srcSet: string };

export type ResponsiveImageProps = {
  /** What browsers without `srcset` show. */
  src: string;
  srcSet?: string;
  /** How wide the image shows at each viewport width: the browser picks the candidate from it. */
  sizes?: string;
  /** Better formats first; the browser takes the first it can show, else the `<img>` itself. */
  sources?: ImageSource[];
  alt: string;
  /** The image's own size: its box is reserved before it arrives, so nothing moves (CLS 0). */
  width: number;
  height: number;
  /** The page's largest paint: preloaded in the head, fetched first, never lazy. */
  priority?: boolean;
  className?: string;
};

/**
 * An image in the size and format the device needs: a `<picture>` when there are better formats,
 * lazy unless it is the page's first paint. A priority image is announced in the head
 * (`<link rel="preload" imagesrcset imagesizes type>`, written by React on the server) with the
 * first format's candidates: a browser that cannot show that format skips the preload, one that
 * can fetches the very file its `<picture>` then picks, so nothing is fetched twice.
 */
export function ResponsiveImage({
  src,
  srcSet,
  sizes,
  sources = [],
  alt,
  width,
  height,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const best = sources[0];
  if (priority && best)
    preload(src, {
      as: 'image',
      imageSrcSet: best.srcSet,
      ...(sizes ? { imageSizes: sizes } : {}),
      type: best.type,
      fetchPriority: 'high',
    });
  const image = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
  if (sources.length === 0) return image;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
