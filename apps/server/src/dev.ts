import type { SiteModule } from '@site/shared-server-contract';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import { resolve } from 'node:path';
import type { CmsClient } from './cms-client.ts';
import type { ServerConfig } from './config.ts';
import type { ServerParts } from './app.ts';
import { createRenderer } from './renderer.ts';
import { renderedStyles } from './dev-styles.ts';

const siteRoot = resolve(import.meta.dirname, '../../site');

/**
 * Development (`npm start`): Vite serves the browser's modules with hot reload and loads the server
 * entry from source on every render, so an edit shows on the next request. Same routes, same
 * rendering as production (styled before any script runs, dev-styles.ts); no page cache, no CSP
 * (Vite's client runs inline).
 */
export async function devParts(config: ServerConfig): Promise<ServerParts> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: siteRoot,
    configFile: resolve(siteRoot, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { port: config.port + 10_000 } },
    appType: 'custom',
  });
  const load = async () =>
    ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { default: SiteModule }).default;
  const initial = await load();
  const site: SiteModule = { ...initial, render: async (request) => (await load()).render(request) };
  return {
    renderer: (cms: CmsClient) =>
      createRenderer({
        site,
        cms,
        cmsUrl: config.cmsUrl,
        origin: config.siteOrigin,
        assets: null,
        transformDev: async (url, html) => {
          const styles = await renderedStyles(vite);
          return (await vite.transformIndexHtml(url, html)).replace('</head>', () => `${styles}</head>`);
        },
      }),
    registerDev: async (app: FastifyInstance) => {
      await app.register(middie);
      app.use(vite.middlewares);
      app.addHook('onClose', async () => vite.close());
    },
  };
}
