import type { Media } from '@site/shared-content';

/**
 * A CMS image for specs and stories: an inline SVG, so stories render offline and tests need no
 * network. `alt` null mimics a library image without alternative text.
 */
export function mediaFixture(alt: string | null, label = alt ?? 'Vodacom', width = 800, height = 600): Media {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#e60000"/><text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="40" text-anchor="middle">${label}</text></svg>`;
  return {
    url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    alternativeText: alt,
    width,
    height,
    mime: 'image/svg+xml',
  };
}
