// @ts-check
// How large a drawing (SVG) may say it is, one rule for the CMS's uploads (apps/cms/src/security/
// uploads.js) and the site's server, which rasterises drawings into image variants
// (apps/server/src/images/transform.ts). A drawing declaring 1 × 1,000,000 px, or a billion pixels
// each way, is refused by what it declares, before librsvg is given it (which drew the first as a
// 1920 × 1 strip and reads the second as 1 × 1 after a warning).

export const drawingBounds = {
  /** The longest side a drawing may declare, in CSS pixels (librsvg's own: 72 dpi, 1 px = 1 px). */
  maxSide: 16_384,
  /** The smallest. */
  minSide: 1,
  /** How many times longer than wide (or wider than long) it may be: a wide logo is 8 or so. */
  maxRatio: 16,
};

/** CSS pixels per unit, as librsvg reads them (`em` at its default 12 px font). */
const pixelsPer = /** @type {Record<string, number>} */ ({
  '': 1,
  px: 1,
  pt: 4 / 3,
  pc: 16,
  mm: 96 / 25.4,
  cm: 96 / 2.54,
  in: 96,
  em: 12,
  ex: 6,
});

const number = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?/i;

/**
 * A declared `width` or `height` in pixels: undefined when not declared or relative (`%`: the
 * viewBox decides), NaN when it is not a length.
 * @param {string | undefined} value
 */
function length(value) {
  if (value === undefined) return undefined;
  const text = value.trim();
  const digits = number.exec(text)?.[0];
  if (!digits) return Number.NaN;
  const unit = text.slice(digits.length).trim().toLowerCase();
  if (unit === '%') return undefined;
  const scale = pixelsPer[unit];
  return scale === undefined ? Number.NaN : Number(digits) * scale;
}

/** @param {number} width @param {number} height */
const describe = (width, height) =>
  `${Number(width.toPrecision(6)).toLocaleString('en')} × ${Number(height.toPrecision(6)).toLocaleString('en')} px`;

/**
 * Why a drawing may not be drawn, from the attributes of its `<svg>` element (`text`: the file's
 * start, which holds it), or null when it may: a size that is not a length, a side shorter than
 * `minSide` or longer than `maxSide`, or sides further apart than `maxRatio`. Without `width` and
 * `height` its `viewBox` is its size, as librsvg takes it.
 * @param {string} text
 * @returns {string | null}
 */
export function drawingProblem(text) {
  const tag = /<svg\b([^>]*)>/i.exec(text)?.[1];
  if (tag === undefined) return 'has no <svg> element at its start';
  const attribute = (/** @type {string} */ name) =>
    new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`, 's').exec(tag)?.[2];
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box && (box.length !== 4 || box.some((value) => !Number.isFinite(value))))
    return 'has a viewBox that is not four numbers';
  const [boxWidth, boxHeight] = box ? [box[2] ?? 0, box[3] ?? 0] : [undefined, undefined];
  if (boxWidth !== undefined && boxHeight !== undefined && (boxWidth <= 0 || boxHeight <= 0))
    return 'has an empty viewBox';
  let width = length(attribute('width'));
  let height = length(attribute('height'));
  if (Number.isNaN(width) || Number.isNaN(height)) return 'declares a width or height that is not a length';
  // One side declared: the other follows the viewBox's proportions; neither: the viewBox's own size.
  if (boxWidth && boxHeight) {
    if (width === undefined && height !== undefined) width = (height * boxWidth) / boxHeight;
    if (height === undefined && width !== undefined) height = (width * boxHeight) / boxWidth;
    width ??= boxWidth;
    height ??= boxHeight;
  }
  // Nothing to go by (no size, no viewBox): librsvg sizes it by what it draws, checked once drawn.
  if (width === undefined || height === undefined) return null;
  const { maxSide, minSide, maxRatio } = drawingBounds;
  const bounds = `each side ${minSide} to ${maxSide.toLocaleString('en')} px, at most ${maxRatio} times as long as the other`;
  if (Math.max(width, height) > maxSide || Math.min(width, height) < minSide)
    return `declares ${describe(width, height)}: out of bounds (${bounds})`;
  if (Math.max(width / height, height / width) > maxRatio)
    return `declares ${describe(width, height)}: too long for its width (${bounds})`;
  if (boxWidth && boxHeight && Math.max(boxWidth / boxHeight, boxHeight / boxWidth) > maxRatio)
    return `has a viewBox too long for its width (${bounds})`;
  return null;
}
