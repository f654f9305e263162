/** The catch-all route's id: an unmatched path is the not-found page (routes.tsx); the footer's data saver switch goes home from it. */
export const notFoundRouteId = 'not-found';
