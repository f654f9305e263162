import { useMatches } from 'react-router';
import type { RouteHandle } from './manifest';

const isHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'name' in value && 'meta' in value;

/** Handles of the matched routes, outermost first. */
export function useRouteHandles(): RouteHandle[] {
  return useMatches()
    .map((match) => match.handle)
    .filter(isHandle);
}

/** The handle of the deepest matched route (the page being shown). */
export function useRouteHandle(): RouteHandle {
  const handle = useRouteHandles().at(-1);
  if (!handle) throw new Error('useRouteHandle is used outside a manifest route.');
  return handle;
}
