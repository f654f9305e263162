/** The text of an HTML fragment as a reader gets it: tags dropped, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|#39|nbsp);/gi, (entity) => {
      const named: Record<string, string> = {
        '&amp;': '&',
        '&lt;': '<',
        '&gt;': '>',
        '&quot;': '"',
        '&#39;': "'",
        '&nbsp;': ' ',
      };
      if (named[entity.toLowerCase()]) return named[entity.toLowerCase()]!;
      const code = entity.startsWith('&#x') ? parseInt(entity.slice(3, -1), 16) : Number(entity.slice(2, -1));
      return String.fromCodePoint(code);
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The `content` of a `<meta name|property="…">`, or the `href` of a `<link rel="…" hreflang="…">`. */
export const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
export const linkHref = (html: string, rel: string, hreflang?: string) =>
  new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)"`).exec(
    html,
  )?.[1] ?? null;

/** The markup of the page's `<main>` element. */
export const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

/**
 * The `<img>` and `<source>` tags of an HTML fragment that show a photo (a raster file of the media
 * library, or one of the server's variants of it): every one must offer widths (`srcset`) and say
 * how wide it shows (`sizes`).
 */
export const photoTags = (html: string) =>
  [...html.matchAll(/<(?:img|source)\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\/_img\/|\/uploads\/[^"\s]+\.(?:jpe?g|png|webp|avif)\b/i.test(tag));
