/**
 * The id of an empty element the page writes right after its first block (a hero, a carousel), or a
 * detail page (a story, a device, a service) after its own header. The server then asks the browser
 * not to paint before it has parsed that far (`<link rel="expect">` with `blocking="render"`):
 * painted earlier, a half-parsed first block moved on the next frame (the carousel's controls, which
 * come first in its HTML, jumped below the slides as they arrived), and a story's "Sample" badge,
 * painted empty at the end of its date line, wrapped to the next line once its word arrived.
 */
export const firstScreenEnd = 'first-screen-end';

/**
 * The id of an empty element at the end of the site's header: a page with neither blocks nor a detail
 * header (search, the not-found page) is painted once the site's header is parsed. Painted earlier on
 * a slow CPU, the header's tools showed one button and then three, the first moving left.
 */
export const headerEnd = 'header-end';
