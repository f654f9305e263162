/** This build's id (vite.config.ts), also baked into its service worker. */
declare const __SITE_BUILD_ID__: string;
