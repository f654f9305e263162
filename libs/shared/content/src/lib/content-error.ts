/** A response that does not have the shape the site needs: shown as an error state, never a crash. */
export class ContentShapeError extends Error {
  override name = 'ContentShapeError';
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function requireRecord(value: unknown, what: string): Record<string, unknown> {
  if (!isRecord(value)) throw new ContentShapeError(`${what} is not an object`);
  return value;
}

export function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function requireString(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new ContentShapeError(`${what} is not a string`);
  return value;
}
