/**
 * The words a visitor reads on an entry, from its CMS JSON: every text field of the entry and its
 * blocks, in order. Addresses, media, identifiers, dates, colours and editors' notes are not
 * text a visitor reads, and a tel: link's code is written out in the text beside it anyway.
 */
const notText = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'publishDate',
  'startDate',
  'endDate',
  'locale',
  'localizations',
  '__component',
  'type',
  'href',
  'url',
  'slug',
  'image',
  'images',
  'media',
  'icon',
  'logo',
  'shareImage',
  'metaTitle',
  'backgroundColor',
  'theme',
  'variant',
  'category',
  'deviceType',
  'editorNote',
  'format',
  'level',
]);

const looksLikeValue = /^(?:https?:|tel:|mailto:|media:|\/|#[0-9a-f]{3,8}$|\d{4}-\d{2}-\d{2})/i;

/** Markdown (article bodies) read as text: no heading marks, list bullets, emphasis or link targets. */
export function plainText(value: string): string {
  return value
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*[-+]\s+/gm, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The texts of an entry, each once, in reading order. */
export function textsOf(entry: unknown): string[] {
  const texts: string[] = [];
  const seen = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      const text = plainText(value);
      if (text && !looksLikeValue.test(text) && !seen.has(text)) {
        seen.add(text);
        texts.push(text);
      }
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) if (!notText.has(key)) walk(child);
  };
  walk(entry);
  return texts;
}
