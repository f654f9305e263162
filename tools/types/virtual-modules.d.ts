// Modules the site's Vite plugins make (tools/vite/): declared once for every project's type check.
/** Dar es Salaam's time-zone data for formatjs's DateTimeFormat polyfill (tools/vite/east-africa-time-zone.ts). */
declare module 'virtual:east-africa-time-zone';
