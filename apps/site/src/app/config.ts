/** The brand in document titles (`VITE_BRAND_NAME`). */
export const brandName = (import.meta.env['VITE_BRAND_NAME'] as string | undefined) || 'Vodacom Tanzania';
