import { drawingBounds } from '@site/server-rules';
import { imageMimeTypes, type ImageFormat } from '@site/shared-server-contract';
import sharp, { type Sharp } from 'sharp';

/**
 * Pixels a source may declare (a 60-megapixel camera frame): a decompression bomb (a small file
 * whose header claims 30,000 × 30,000 pixels) is refused from its header, before it is decoded.
 */
const maxInputPixels = 60_000_000;

// Our cache keeps the results; libvips' own operation cache would only hold originals in memory.
// One libvips thread per resize: the server runs at most two at a time on its two cores.
sharp.cache(false);
sharp.concurrency(1);

/** Encoders tuned for photos: AVIF at its fast effort (a quarter of the default's time, ~15 % larger). */
const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  // The fallback has no transparency: a transparent PNG is laid on the page's white.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 75, mozjpeg: true }),
};

/** A photo's pixels are resized; a drawing's vectors are rasterised at the width asked. */
export type ImageKind = 'photo' | 'drawing';

/**
 * An SVG document's start: an optional XML declaration, comments, and a doctype without an internal
 * subset (where entities are declared: an entity that expands to billions of characters is refused
 * unparsed), then the `<svg>` element.
 */
const svgStart =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>[]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/;

/** A photo (JPEG, PNG, WebP or AVIF) or a drawing (SVG) by the file's own first bytes: anything else is not decoded at all. */
export function imageKind(bytes: Buffer): ImageKind | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    ascii(0, 8) === '\x89PNG\r\n\x1a\n' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    (ascii(4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(8, 12)))
  )
    return 'photo';
  return svgStart.test(bytes.subarray(0, 4096).toString('utf8')) ? 'drawing' : null;
}

export type Resized = { body: Buffer; type: string; width: number; height: number };

const decode = { limitInputPixels: maxInputPixels, failOn: 'error', animated: false } as const;

/**
 * A drawing rendered at `width` pixels: librsvg draws it at the density that gives that width (72
 * dpi is its own size). It reads the bytes given and nothing else: with no file of its own, a
 * reference to another file or an address draws nothing.
 */
async function rasterised(source: Buffer, width: number): Promise<Sharp> {
  const { width: own, height } = await sharp(source, decode).metadata();
  // The size librsvg read, within the bounds of what a drawing may declare (the declaration itself
  // was judged before: image-service.ts).
  const { maxSide, minSide, maxRatio } = drawingBounds;
  if (!own || !height || Math.max(own, height) > maxSide || Math.min(own, height) < minSide)
    throw new Error('A drawing without a size in bounds');
  if (Math.max(own / height, height / own) > maxRatio) throw new Error('A drawing too long for its width');
  // libvips takes densities from 1 to 100,000 dpi.
  const density = Math.min(100_000, Math.max(1, (72 * width) / own));
  return sharp(source, { ...decode, density }).resize({ width });
}

/** One variant: turned upright (camera orientation), at most `width` wide, metadata (GPS) dropped. */
export async function resize(
  source: Buffer,
  kind: ImageKind,
  format: ImageFormat,
  width: number,
): Promise<Resized> {
  const image =
    kind === 'drawing'
      ? await rasterised(source, width)
      : sharp(source, decode).rotate().resize({ width, withoutEnlargement: true });
  const { data, info } = await encoders[format](image).toBuffer({ resolveWithObject: true });
  return { body: data, type: imageMimeTypes[format], width: info.width, height: info.height };
}
