type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Turns a Strapi v4 payload (`{ data: { id, attributes } }`, relations and media wrapped in
 * `{ data }`) into the flat Strapi 5 shape, and leaves a flat payload as it is. The rest of the
 * site only ever sees the flat shape.
 */
export function flattenStrapi(body: unknown): unknown {
  // The response envelope keeps its `data`/`meta`; only what is inside is unwrapped.
  if (isObject(body) && 'data' in body) return { ...body, data: flattenEntry(body['data']) };
  return flattenEntry(body);
}

function flattenEntry(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flattenEntry);
  if (!isObject(value)) return value;
  if ('attributes' in value && isObject(value['attributes'])) {
    const { attributes, ...rest } = value;
    return flattenEntry({ ...rest, ...attributes });
  }
  const keys = Object.keys(value);
  // A v4 relation or media wrapper: `{ data: … }` alone (or with meta) inside an entry.
  if (keys.length > 0 && keys.every((key) => key === 'data' || key === 'meta') && 'data' in value) {
    return flattenEntry(value['data']);
  }
  const flat: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) flat[key] = flattenEntry(child);
  return flat;
}

export type { Json };
