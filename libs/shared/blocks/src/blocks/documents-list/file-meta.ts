import type { Media } from '@site/shared-content';
import type { Locale } from '@site/shared-i18n';

const numberLocales: Record<Locale, string> = { en: 'en-TZ', sw: 'sw-TZ' };

/** Strapi stores `size` in kilobytes; visitors on metered data want to know before they tap. */
export function formatFileSize(kilobytes: number, locale: Locale): string {
  const megabytes = kilobytes >= 1000;
  return new Intl.NumberFormat(numberLocales[locale], {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? kilobytes / 1000 : kilobytes);
}

/** "PDF", "DOCX"… from the file's MIME type or name. */
export function fileType(file: Media): string | null {
  const fromName = file.name?.split('.').pop();
  const fromMime = file.mime?.split('/').pop();
  const type = (file.name?.includes('.') ? fromName : fromMime) ?? null;
  return type ? type.toUpperCase() : null;
}
