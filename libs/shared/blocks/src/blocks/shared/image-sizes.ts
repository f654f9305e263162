/**
 * How wide an image shows in each of the layout's slots, as `sizes`: the browser picks the file
 * from it before the stylesheet is read. The page gutters take 8 % of a phone's width (16 px of
 * 360); the column is 1,200 px from 1,264 px up (tokens.css: --container-max, --gutter).
 */
export const imageSizes = {
  /** Beside the copy from 840 px (hero, image and text, a device): half the column. */
  half: '(min-width: 1264px) 584px, (min-width: 840px) 46vw, 92vw',
  /** A grid's card: three or four columns from 960 px, two from 600 px. */
  card: '(min-width: 1264px) 380px, (min-width: 960px) 30vw, (min-width: 600px) 46vw, 92vw',
  /** A video's thumbnail: three fifths of the column from 840 px. */
  wide: '(min-width: 1264px) 700px, (min-width: 840px) 56vw, 92vw',
  /** In the text column (760 px). */
  prose: '(min-width: 826px) 760px, 92vw',
  /** A detail page's photo beside its title, from 768 px: half the column (a device)… */
  detailHalf: '(min-width: 1264px) 584px, (min-width: 768px) 46vw, 92vw',
  /** …or two fifths of it (a business service). */
  detailAside: '(min-width: 1264px) 470px, (min-width: 768px) 37vw, 92vw',
  /** The whole column. */
  full: '(min-width: 1264px) 1200px, 92vw',
} as const;

/**
 * A slot's `sizes` when the image's height is capped (an article's photo shows at most `maxHeight`
 * tall, `object-fit: contain`): never wider than that height allows for its proportions.
 */
export function cappedSizes(
  maxHeight: number,
  width: number | null | undefined,
  height: number | null | undefined,
): string {
  if (!width || !height) return imageSizes.full;
  const widest = Math.min(1200, Math.round((maxHeight * width) / height));
  return `(min-width: ${Math.ceil(widest / 0.92)}px) ${widest}px, 92vw`;
}
