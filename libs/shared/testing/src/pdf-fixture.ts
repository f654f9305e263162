/**
 * A PDF from the CMS media library, as document lists receive it; `origin` is where uploads are
 * served from (none: the site's own `/uploads`).
 */
export function pdfFixture(name: string, size: number, origin = '') {
  return {
    url: `${origin}/uploads/${name}`,
    name,
    mime: 'application/pdf',
    size,
    alternativeText: null,
    width: null,
    height: null,
  };
}
