import type { RouteHandle } from './manifest';

export type PageRequest = { name: string; depth: number };

/**
 * docs/behaviour.md §4: a dynamic page fetches its content by route name; a pass-through route uses the first
 * matched parent's name, and skips the fetch altogether once the sidebar is filled.
 */
export function pageRequestFor(handles: RouteHandle[], sidebarFilled: boolean): PageRequest | null {
  const leaf = handles.at(-1);
  if (!leaf) return null;
  if (leaf.meta.isPassThrough) {
    if (sidebarFilled) return null;
    const parent = handles.slice(0, -1).find((handle) => handle.name && !handle.meta.isPassThrough);
    return parent ? { name: parent.name, depth: parent.depth } : null;
  }
  if (!leaf.meta.isDynamic || leaf.kind === 'redirect' || leaf.kind === 'detail') return null;
  return { name: leaf.name, depth: leaf.depth };
}
