import type { SiteState } from './site-store';

/**
 * What a read shows of the CMS, as RTK Query tags its endpoint provides: a CMS type by its API
 * segment (`api`: a page, the sidebar, a collection's list) or one entry by its document id (`doc`).
 * The server tags each page it renders with them, and a content webhook names the ones it changed.
 */
export const contentTagTypes = ['api', 'doc'] as const;
export type ContentTag = (typeof contentTagTypes)[number];

export const typeTag = (segment: string) => ({ type: 'api' as const, id: segment });
export const entryTag = (documentId: string) => ({ type: 'doc' as const, id: documentId });

/** Every tag the settled reads of a store provide (`api:internet`, `doc:<documentId>`), once each. */
export function selectContentTags(state: SiteState): string[] {
  const tags = new Set<string>();
  for (const provided of Object.values(state.content.provided.keys))
    for (const { type, id } of provided ?? []) tags.add(`${type}:${String(id)}`);
  return [...tags];
}
