/**
 * The site's image variants, agreed by the pages that ask for them and the server that makes them
 * (`GET /_img/<format>/<width>/<file>`): only these widths and formats exist, so nobody can make the
 * server resize to an arbitrary size. The widths cover the layout's slots (a 328 px card to a
 * 1,200 px column) at one to three device pixels per CSS pixel.
 */
export const imageWidths = [320, 480, 640, 800, 960, 1280, 1600, 1920] as const;

/** Best first: a `<picture>` offers them in this order; JPEG is the `<img>`'s own fallback. */
export const imageFormats = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof imageFormats)[number];

export const imageMimeTypes: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** Where the server makes its variants from: the CMS's media, by file name. */
const uploadsPrefix = '/uploads/';

/** A media file's name as the CMS stores it (a hash and an extension): no path, no traversal. */
export const isMediaFileName = (file: string) =>
  /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(file) && !file.includes('..');

/**
 * Images the server makes variants of: photos (JPEG, PNG, WebP, AVIF), resized, and drawings (SVG),
 * rasterised at the width asked. GIF (animation) and documents are served as they are.
 */
export const isResizableFile = (file: string) =>
  isMediaFileName(file) && /\.(?:jpe?g|png|webp|avif|svg)$/i.test(file);

/**
 * A drawing has no pixels of its own: its variants are rasterised at any allowed width, and a browser
 * that takes neither AVIF nor WebP shows the drawing itself.
 */
export const isDrawingFile = (file: string) => /\.svg$/i.test(file);

/** The media file a variant is made from, when `url` is one the server can resize (else null). */
export function resizableFile(url: string): string | null {
  if (!url.startsWith(uploadsPrefix)) return null;
  const file = url.slice(uploadsPrefix.length);
  return isResizableFile(file) ? file : null;
}

export const imageVariantPath = (file: string, format: ImageFormat, width: number) =>
  `/_img/${format}/${width}/${file}`;

/** The smallest candidate of a `srcset` this module wrote (its candidates go up in width). */
export const smallestCandidate = (srcSet: string) => srcSet.split(', ')[0] ?? srcSet;

/**
 * A `srcset` of `file` in `format` up to the image's own width: each allowed width below it, then
 * the first allowed width at or above it, described by the image's real width (never enlarged). A
 * drawing (`intrinsicWidth` omitted) scales to every allowed width.
 */
export function imageSrcSet(file: string, format: ImageFormat, intrinsicWidth = Infinity): string {
  const below = imageWidths.filter((width) => width < intrinsicWidth);
  const last = imageWidths.find((width) => width >= intrinsicWidth);
  const candidates = below.map((width) => `${imageVariantPath(file, format, width)} ${width}w`);
  if (last !== undefined) candidates.push(`${imageVariantPath(file, format, last)} ${intrinsicWidth}w`);
  return candidates.join(', ');
}
