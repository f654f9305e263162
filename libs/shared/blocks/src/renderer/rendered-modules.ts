import { createContext, useContext } from 'react';

/**
 * On the server: collects the ids of the lazy modules a render used (block renderers), so the page
 * can announce their chunks. In the browser nothing provides it and recording does nothing.
 */
export const RenderedModules = createContext<Set<string> | null>(null);

/** Records a lazy loader's module (tagged with `moduleId` by the server build). */
export function useRecordModule(): (loader: unknown) => void {
  const modules = useContext(RenderedModules);
  return (loader) => {
    const id = (loader as { moduleId?: unknown } | null)?.moduleId;
    if (modules && typeof id === 'string') modules.add(id);
  };
}

/**
 * On the server: collects the keys of the parts a render served for good (`serverOnly` blocks, the
 * footer), so the page's state carries only their place (`siteSnapshot`). In the browser nothing
 * provides it.
 */
export const ServedParts = createContext<Set<string> | null>(null);
