import type { SiteSnapshot } from '@site/shared-content';
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl, type HydrationState } from 'react-router';

/** Where the server puts what it rendered with: a JSON script, never executable (a strict CSP holds). */
export const payloadElementId = 'site-state';

/**
 * What the browser starts from: the server's store (its CMS reads and the page slice), the router's
 * loader results, and the ids of the routes it rendered (their lazy modules must be loaded before
 * hydrating).
 */
export type HydrationPayload = SiteSnapshot & { router: HydrationState; routeIds: string[] };

type SerialisedError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown; internal: boolean }
  | { __type: 'Error'; message: string };

/** The router state as JSON: route errors (a 404 page) travel as plain objects. */
export function serialiseRouterState(state: {
  loaderData: HydrationState['loaderData'];
  actionData: HydrationState['actionData'];
  errors: HydrationState['errors'];
}): HydrationState {
  const errors = state.errors
    ? Object.fromEntries(
        Object.entries(state.errors).map(([routeId, error]): [string, SerialisedError] => [
          routeId,
          isRouteErrorResponse(error)
            ? {
                __type: 'RouteErrorResponse',
                status: error.status,
                statusText: error.statusText,
                data: error.data,
                internal: (error as { internal?: boolean }).internal === true,
              }
            : { __type: 'Error', message: error instanceof Error ? error.message : String(error) },
        ]),
      )
    : null;
  return { loaderData: state.loaderData, actionData: state.actionData ?? null, errors };
}

/** The inverse, in the browser: route errors become what the route error views expect again. */
export function restoreRouterState(state: HydrationState): HydrationState {
  if (!state.errors) return state;
  const errors = Object.fromEntries(
    Object.entries(state.errors as Record<string, SerialisedError>).map(([routeId, error]) => [
      routeId,
      error.__type === 'RouteErrorResponse'
        ? new UNSAFE_ErrorResponseImpl(error.status, error.statusText, error.data, error.internal)
        : new Error(error.message),
    ]),
  );
  return { ...state, errors };
}

/**
 * The payload as the text of a `<script type="application/json">`: `<` is escaped so no content can
 * close the script element early.
 */
export function payloadScript(payload: HydrationPayload): string {
  const json = JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${payloadElementId}">${json}</script>`;
}

/** Reads the payload in the browser (null for a page the server did not render, e.g. in a test). */
export function readPayload(): HydrationPayload | null {
  const element = document.getElementById(payloadElementId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as HydrationPayload;
  } catch {
    return null;
  }
}
