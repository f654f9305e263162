/** This build's id (vite.config.ts), also baked into its service worker. */
declare const __SITE_BUILD_ID__: string;
/** The domain a workbench mounts alone (vite.config.ts, `SITE_WORKBENCH_DOMAIN`), else ''. */
declare const __SITE_WORKBENCH_DOMAIN__: string;
