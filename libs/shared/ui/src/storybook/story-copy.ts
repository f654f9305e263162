/*
 * Helpers for stories only (never exported from the package): bilingual copy picked from the
 * `locale` toolbar global, and offline placeholder images (no network in CI or on the bench).
 */
export type Copy<T> = { en: T; sw: T };

export function pick<T>(globals: Record<string, unknown>, copy: Copy<T>): T {
  return globals['locale'] === 'sw' ? copy.sw : copy.en;
}

const palettes = {
  red: ['#e60000', '#b30000'],
  grey: ['#d9d9d9', '#a6a6a6'],
  dark: ['#333333', '#1a1a1a'],
} as const;

/** An SVG data URI with a diagonal gradient and a few circles, sized like a real photo. */
export function storyImage(width: number, height: number, tone: keyof typeof palettes = 'grey'): string {
  const [from, to] = palettes[tone];
  const r = Math.round(Math.min(width, height) / 3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.72}" cy="${height * 0.4}" r="${r}" fill="#fff" fill-opacity="0.18"/>
<circle cx="${width * 0.3}" cy="${height * 0.75}" r="${r * 0.6}" fill="#fff" fill-opacity="0.12"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
