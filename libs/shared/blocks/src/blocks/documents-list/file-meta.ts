import type { Media } from '@site/shared-content';

/** "PDF", "DOCX"… from the file's MIME type or name. */
export function fileType(file: Media): string | null {
  const fromName = file.name?.split('.').pop();
  const fromMime = file.mime?.split('/').pop();
  const type = (file.name?.includes('.') ? fromName : fromMime) ?? null;
  return type ? type.toUpperCase() : null;
}
