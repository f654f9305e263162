/** A JSON-LD block: data, not script (a strict CSP does not run it); `<` escaped so it cannot close early. */
export function jsonLd(value: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}
