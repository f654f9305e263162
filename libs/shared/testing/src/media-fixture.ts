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

/**
 * A photo of the media library, as the CMS lists an editor's upload: a 4,000 × 3,000 JPEG the
 * site offers in the server's widths and formats (`/_img/…`; the stories answer those with MSW).
 */
export function photoFixture(
  alt: string | null,
  file = 'hills_dusk_4f1c2a.jpg',
  width = 4000,
  height = 3000,
): Media {
  return { url: `/uploads/${file}`, alternativeText: alt, width, height, mime: 'image/jpeg', size: 3317 };
}
